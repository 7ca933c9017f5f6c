import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Notice, ListSearch, Pager, RowList } from "@/components/workspace/list-parts";
import { FrameAction, WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { lectureClasses, subjectNames } from "@/content/classes";
import { isolate } from "@/lib/bidi";
import { getDb } from "@/server/db/client";
import { getPageLocale } from "@/server/i18n/locale";
import { getPlaceNames } from "@/server/i18n/classes";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { listLectures } from "@/server/workspace/lecture-list";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, searchText, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.lectures") };
}

const PATH = "/admin/lectures";

export default async function LectureListPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", PATH);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const query = searchText(param(params, "q"));
  const filters = {
    q: query.text,
    class: param(params, "class"),
    subject: param(params, "subject"),
  };
  const [t, names, locale, page] = await Promise.all([
    getTranslations("Workspace"),
    getPlaceNames(),
    getPageLocale(),
    listLectures(await getDb(), {
      tsQuery: query.tsQuery,
      classSlug: filters.class,
      subject: filters.subject,
      after: param(params, "after"),
      before: param(params, "before"),
    }),
  ]);
  return (
    <WorkspaceFrame
      account={account}
      section="lectures"
      title={t("sections.lectures")}
      action={<FrameAction href={`${PATH}/new`}>{t("newLecture")}</FrameAction>}
    >
      {param(params, "deleted") === "1" && <Notice>{t("deleted")}</Notice>}
      <ListSearch
        path={PATH}
        query={query.text}
        filters={[
          {
            name: "class",
            label: t("fields.class"),
            value: filters.class,
            options: lectureClasses.map((c) => ({
              value: c.slug,
              label: names.classes[c.slug] ?? c.title,
            })),
          },
          {
            name: "subject",
            label: t("fields.subject"),
            value: filters.subject,
            options: Object.keys(subjectNames).map((slug) => ({
              value: slug,
              label: names.subjects[slug] ?? slug,
            })),
          },
        ]}
      />
      {page.total > 0 && (
        <p className="mt-4 text-slate-700">{t("lectureTotal", { count: page.total })}</p>
      )}
      <RowList
        empty={t("noLectures")}
        rows={page.rows.map((row) => ({
          key: row.id,
          href: `${PATH}/${row.id}`,
          title: row.lectureName,
          details: t("lectureDetails", {
            className: names.classes[row.classSlug] ?? row.classSlug,
            subject: names.subjects[row.subject] ?? row.subject,
            chapterNo: row.chapterNo,
            chapterName: isolate(row.chapterName, locale),
            lectureNo: row.lectureNo,
          }),
        }))}
      />
      <Pager path={PATH} params={filters} next={page.next} previous={page.previous} />
    </WorkspaceFrame>
  );
}
