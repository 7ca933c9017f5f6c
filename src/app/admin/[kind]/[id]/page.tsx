import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { EntryEditor } from "@/components/workspace/entry-editor";
import { Notice } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { getDb } from "@/server/db/client";
import { isEntryKind } from "@/server/workspace/entry-writes";
import { getEntry } from "@/server/workspace/feed-queries";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  const t = await getTranslations("Workspace");
  return { title: isEntryKind(kind) ? t(`edit.${kind}`) : t("title") };
}

export default async function EditEntryPage({ params, searchParams }: Props) {
  const { kind, id: rawId } = await params;
  const id = parseRowId(rawId);
  const valid = isEntryKind(kind) && id !== null;
  const account = await authorizePage("content:write", valid ? `/admin/${kind}/${id}` : "/admin");
  if (!account) return <ForbiddenScreen />;
  if (!valid) notFound();
  const entry = await getEntry(await getDb(), kind, id);
  if (!entry) notFound();
  const t = await getTranslations("Workspace");
  return (
    <WorkspaceFrame account={account} section={kind} title={t(`edit.${kind}`)}>
      {param(readSearchParams("admin", await searchParams), "saved") === "1" && (
        <Notice>
          {t("saved")}{" "}
          <Link href="/latest" className="font-semibold underline">
            {t("viewOnSite")}
          </Link>
        </Notice>
      )}
      <EntryEditor kind={kind} entry={entry} />
    </WorkspaceFrame>
  );
}
