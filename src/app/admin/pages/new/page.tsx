import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageEditor } from "@/components/pages/page-editor";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Pages.admin"))("newPage") };
}

export default async function NewSitePage() {
  const account = await authorizePage("content:write", "/admin/pages/new");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Pages.admin");
  return (
    <WorkspaceFrame account={account} section="pages" title={t("newPage")}>
      <PageEditor page={null} versions={null} />
    </WorkspaceFrame>
  );
}
