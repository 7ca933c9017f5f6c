import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UpdateEditor } from "@/components/workspace/update-editor";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("newUpdate") };
}

export default async function NewUpdatePage() {
  const account = await authorizePage("content:write", "/admin/updates/new");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Workspace");
  return (
    <WorkspaceFrame account={account} section="updates" title={t("newUpdate")}>
      <UpdateEditor update={null} />
    </WorkspaceFrame>
  );
}
