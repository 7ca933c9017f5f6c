import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocumentEditor } from "@/components/library/document-editor";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { authorizePage } from "@/server/workspace/guard";
import type { SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Library.workspace"))("newDocument") };
}

export default async function NewDocumentPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", "/admin/library/new");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Library.workspace");
  return (
    <WorkspaceFrame account={account} section="library" title={t("newDocument")}>
      <DocumentEditor document={null} sent={readSearchParams("admin", await searchParams)} />
    </WorkspaceFrame>
  );
}
