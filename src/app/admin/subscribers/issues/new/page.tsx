import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IssueEditor } from "@/components/newsletter/issue-editor";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Newsletter.admin"))("newIssue") };
}

export default async function NewIssuePage() {
  const account = await authorizePage("subscribers:send", "/admin/subscribers/issues/new");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Newsletter.admin");
  return (
    <WorkspaceFrame account={account} section="subscribers" title={t("newIssue")}>
      <IssueEditor issue={null} recipients={0} />
    </WorkspaceFrame>
  );
}
