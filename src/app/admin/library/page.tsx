import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { Notice, Pager, RowList } from "@/components/workspace/list-parts";
import { FrameAction, WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getLibraryNames } from "@/server/library/names";
import { latestDocuments } from "@/server/library/queries";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { afterRowId, param, type SearchParams } from "@/server/workspace/list-params";

const PATH = "/admin/library";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Library.workspace"))("heading") };
}

/** The library's documents, newest first, each a link to its form. */
export default async function LibraryListPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", PATH);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const after = afterRowId(params);
  const [t, names, page] = await Promise.all([
    getTranslations("Library.workspace"),
    getLibraryNames(),
    latestDocuments(after),
  ]);
  const last = page.rows.at(-1);
  return (
    <WorkspaceFrame
      account={account}
      section="library"
      title={t("heading")}
      action={<FrameAction href={`${PATH}/new`}>{t("newDocument")}</FrameAction>}
    >
      {param(params, "deleted") === "1" && <Notice>{t("deleted")}</Notice>}
      <p className="mb-4">
        <Link href={`${PATH}/bulk`} className="text-brand-800 font-medium underline">
          {t("bulkLink")}
        </Link>
      </p>
      <RowList
        empty={t("noDocuments")}
        rows={page.rows.map((row) => ({
          key: row.id,
          href: `${PATH}/${row.id}`,
          title: row.title,
          details: [
            names.kind(row.kind as Parameters<typeof names.kind>[0]),
            names.class("books", row.class),
            names.subject(row.subject),
            names.t("pageCount", { count: row.pages }),
          ].join(" · "),
        }))}
      />
      <Pager
        path={PATH}
        params={{}}
        next={page.more && last ? String(last.id) : null}
        deep={after !== undefined && page.rows.length > 0}
      />
    </WorkspaceFrame>
  );
}
