import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Notice, RowList } from "@/components/workspace/list-parts";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { FrameAction, WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { formatPostedOn } from "@/lib/dates";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { getPageLocale } from "@/server/i18n/locale";
import { listPages } from "@/server/pages/page-queries";
import { authorizePage } from "@/server/workspace/guard";
import { param, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.pages") };
}

const PATH = "/admin/pages";

/** Every page editors wrote, by address and language (there are at most a hundred or so). */
export default async function PageListPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", PATH);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const [t, w, pages, locale] = await Promise.all([
    getTranslations("Pages.admin"),
    getTranslations("Workspace"),
    listPages(await getDb()),
    getPageLocale(),
  ]);
  return (
    <WorkspaceFrame
      account={account}
      section="pages"
      title={w("sections.pages")}
      action={<FrameAction href={`${PATH}/new`}>{t("newPage")}</FrameAction>}
    >
      {param(params, "deleted") === "1" && <Notice>{t("removed")}</Notice>}
      <RowList
        empty={t("noPages")}
        rows={pages.map((page) => ({
          key: page.id,
          href: `${PATH}/${page.id}`,
          title: page.title,
          details: t("pageDetails", {
            path: page.path,
            language: page.locale === "ur" ? t("urdu") : t("english"),
            updated: formatPostedOn(page.updatedAt, locale),
          }),
        }))}
      />
    </WorkspaceFrame>
  );
}
