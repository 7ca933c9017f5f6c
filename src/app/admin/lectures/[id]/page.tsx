import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { Notice } from "@/components/workspace/list-parts";
import { LectureEditor } from "@/components/workspace/lecture-editor";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { lectureHref } from "@/lib/lecture-urls";
import { getDb } from "@/server/db/client";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { getLecture } from "@/server/workspace/lecture-queries";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("editLecture") };
}

export default async function EditLecturePage({ params, searchParams }: Props) {
  const id = parseRowId((await params).id);
  const account = await authorizePage("content:write", `/admin/lectures/${id ?? ""}`);
  if (!account) return <ForbiddenScreen />;
  const lecture = id === null ? null : await getLecture(await getDb(), id);
  if (!lecture) notFound();
  const t = await getTranslations("Workspace");
  return (
    <WorkspaceFrame account={account} section="lectures" title={t("editLecture")}>
      {param(readSearchParams("admin", await searchParams), "saved") === "1" && (
        <Notice>
          {t("saved")}{" "}
          <Link href={lectureHref(lecture, lecture.lectureNo)} className="font-semibold underline">
            {t("viewOnSite")}
          </Link>
        </Notice>
      )}
      <LectureEditor lecture={lecture} />
    </WorkspaceFrame>
  );
}
