import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { Notice } from "@/components/workspace/list-parts";
import { UpdateEditor } from "@/components/workspace/update-editor";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { updateHref } from "@/lib/update-urls";
import { getDb } from "@/server/db/client";
import { getUpdate } from "@/server/workspace/feed-queries";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("editUpdate") };
}

export default async function EditUpdatePage({ params, searchParams }: Props) {
  const id = parseRowId((await params).id);
  const account = await authorizePage("content:write", `/admin/updates/${id ?? ""}`);
  if (!account) return <ForbiddenScreen />;
  const update = id === null ? null : await getUpdate(await getDb(), id);
  if (!update) notFound();
  const t = await getTranslations("Workspace");
  return (
    <WorkspaceFrame account={account} section="updates" title={t("editUpdate")}>
      {param(readSearchParams("admin", await searchParams), "saved") === "1" && (
        <Notice>
          {t("saved")}{" "}
          <Link href={updateHref(update)} className="font-semibold underline">
            {t("viewOnSite")}
          </Link>
        </Notice>
      )}
      <UpdateEditor update={update} />
    </WorkspaceFrame>
  );
}
