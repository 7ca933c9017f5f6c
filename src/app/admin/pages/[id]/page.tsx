import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageEditor } from "@/components/pages/page-editor";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Notice } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { localePath } from "@/lib/locale-path";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { getPageForEdit } from "@/server/pages/page-queries";
import { listPageVersions } from "@/server/pages/page-writes";
import { authorizePage } from "@/server/workspace/guard";
import { afterRowId, param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Pages.admin"))("editPage") };
}

export default async function EditSitePage({ params, searchParams }: Props) {
  const id = parseRowId((await params).id);
  const account = await authorizePage("content:write", `/admin/pages/${id ?? ""}`);
  if (!account) return <ForbiddenScreen />;
  const db = await getDb();
  const page = id === null ? null : await getPageForEdit(db, id);
  if (!page) notFound();
  const query = readSearchParams("admin", await searchParams);
  const after = afterRowId(query);
  const [t, w, versions] = await Promise.all([
    getTranslations("Pages.admin"),
    getTranslations("Workspace"),
    listPageVersions(db, page.id, after),
  ]);
  const onSite = localePath(page.path, page.locale === "ur" ? "ur" : "en");
  return (
    <WorkspaceFrame account={account} section="pages" title={t("editPage")}>
      {param(query, "saved") === "1" && (
        <Notice>
          {t("published")} {/* The page's own language, whichever the workspace is read in. */}
          <a href={onSite} className="font-semibold underline">
            {w("viewOnSite")}
          </a>
        </Notice>
      )}
      <PageEditor page={page} versions={versions} after={after} />
    </WorkspaceFrame>
  );
}
