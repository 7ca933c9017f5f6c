import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListSearch, Notice, Pager, RowList } from "@/components/workspace/list-parts";
import { FrameAction, WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { formatPostedOn } from "@/lib/dates";
import { getDb } from "@/server/db/client";
import { getUpdateTags } from "@/server/feed/queries";
import { parseTagFilter } from "@/server/feed/tag-filter";
import { listUpdates } from "@/server/workspace/feed-queries";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { getPageLocale } from "@/server/i18n/locale";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, searchText, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.updates") };
}

const PATH = "/admin/updates";

export default async function UpdateListPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", PATH);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const query = searchText(param(params, "q"));
  const tagFilter = parseTagFilter(param(params, "tag"));
  const tag = tagFilter.kind === "tag" ? tagFilter.tag : "";
  const after = param(params, "after");
  const [t, tags, page, locale] = await Promise.all([
    getTranslations("Workspace"),
    getUpdateTags(),
    listUpdates(await getDb(), { tsQuery: query.tsQuery, tag, after }),
    getPageLocale(),
  ]);
  return (
    <WorkspaceFrame
      account={account}
      section="updates"
      title={t("sections.updates")}
      action={<FrameAction href={`${PATH}/new`}>{t("newUpdate")}</FrameAction>}
    >
      {param(params, "deleted") === "1" && <Notice>{t("deleted")}</Notice>}
      <ListSearch
        path={PATH}
        query={query.text}
        filters={[
          {
            name: "tag",
            label: t("fields.tag"),
            value: tag,
            options: tags.map((name) => ({ value: name, label: name })),
          },
        ]}
      />
      <RowList
        empty={t("noUpdates")}
        rows={page.rows.map((row) => ({
          key: row.id,
          href: `${PATH}/${row.id}`,
          title: row.title,
          details: t("updateDetails", {
            postedOn: formatPostedOn(row.postedAt, locale),
            tags: row.tags.join(", ") || "-",
          }),
        }))}
      />
      <Pager
        path={PATH}
        params={{ q: query.text, tag }}
        next={page.next}
        deep={after !== "" && page.rows.length > 0}
      />
    </WorkspaceFrame>
  );
}
