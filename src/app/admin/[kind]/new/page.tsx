import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { EntryEditor } from "@/components/workspace/entry-editor";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { isEntryKind } from "@/server/workspace/entry-writes";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";

type Props = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  const t = await getTranslations("Workspace");
  return { title: isEntryKind(kind) ? t(`new.${kind}`) : t("title") };
}

export default async function NewEntryPage({ params }: Props) {
  const { kind } = await params;
  const account = await authorizePage(
    "content:write",
    isEntryKind(kind) ? `/admin/${kind}/new` : "/admin",
  );
  if (!account) return <ForbiddenScreen />;
  if (!isEntryKind(kind)) notFound();
  const t = await getTranslations("Workspace");
  return (
    <WorkspaceFrame account={account} section={kind} title={t(`new.${kind}`)}>
      <EntryEditor kind={kind} entry={null} />
    </WorkspaceFrame>
  );
}
