import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ListSearch, Notice, Pager, RowList } from "@/components/workspace/list-parts";
import { FrameAction, WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { normaliseSearchQuery } from "@/lib/search-terms";
import { getDb } from "@/server/db/client";
import { isEntryKind } from "@/server/workspace/entry-writes";
import { listEntries } from "@/server/workspace/feed-queries";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ kind: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  const t = await getTranslations("Workspace");
  return { title: isEntryKind(kind) ? t(`sections.${kind}`) : t("title") };
}

/** Featured, Coaching and Student Jobs: the feed's short lists, one screen each. */
export default async function EntryListPage({ params, searchParams }: Props) {
  const { kind } = await params;
  const path = `/admin/${isEntryKind(kind) ? kind : ""}`;
  const account = await authorizePage("content:write", path);
  if (!account) return <ForbiddenScreen />;
  if (!isEntryKind(kind)) notFound();
  const search = readSearchParams("admin", await searchParams);
  const text = normaliseSearchQuery(param(search, "q"));
  const after = param(search, "after");
  const [t, page] = await Promise.all([
    getTranslations("Workspace"),
    listEntries(await getDb(), kind, { text, after }),
  ]);
  return (
    <WorkspaceFrame
      account={account}
      section={kind}
      title={t(`sections.${kind}`)}
      action={<FrameAction href={`${path}/new`}>{t(`new.${kind}`)}</FrameAction>}
    >
      {param(search, "deleted") === "1" && <Notice>{t("deleted")}</Notice>}
      <ListSearch path={path} query={text} />
      <RowList
        empty={t("noEntries")}
        rows={page.rows.map((row) => ({
          key: row.id,
          href: `${path}/${row.id}`,
          title: row.title,
          details: row.link,
        }))}
      />
      <Pager
        path={path}
        params={{ q: text }}
        next={page.next}
        deep={after !== "" && page.rows.length > 0}
      />
    </WorkspaceFrame>
  );
}
