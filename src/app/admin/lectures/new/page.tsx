import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LectureEditor } from "@/components/workspace/lecture-editor";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("newLecture") };
}

export default async function NewLecturePage() {
  const account = await authorizePage("content:write", "/admin/lectures/new");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Workspace");
  return (
    <WorkspaceFrame account={account} section="lectures" title={t("newLecture")}>
      <LectureEditor lecture={null} />
    </WorkspaceFrame>
  );
}
