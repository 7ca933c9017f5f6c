import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Pager, RowList } from "@/components/workspace/list-parts";
import { FrameAction, WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { getDb } from "@/server/db/client";
import { getPlaceNames } from "@/server/i18n/classes";
import { listQuestions } from "@/server/quiz/admin-queries";
import { authorizePage } from "@/server/workspace/guard";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { afterRowId, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.questions") };
}

const PATH = "/admin/questions";

/** The newest questions with their numbers, which the quiz form names them by (decision 0081). */
export default async function QuestionListPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", PATH);
  if (!account) return <ForbiddenScreen />;
  const after = afterRowId(readSearchParams("admin", await searchParams));
  const [w, t, names, page] = await Promise.all([
    getTranslations("Workspace"),
    getTranslations("Quiz.admin"),
    getPlaceNames(),
    listQuestions(await getDb(), after),
  ]);
  return (
    <WorkspaceFrame
      account={account}
      section="questions"
      title={w("sections.questions")}
      action={<FrameAction href={`${PATH}/new`}>{t("newQuestion")}</FrameAction>}
    >
      <RowList
        empty={t("noQuestionsYet")}
        rows={page.rows.map((row) => ({
          key: row.id,
          href: `${PATH}/${row.id}`,
          title: row.text.length > 120 ? `${row.text.slice(0, 119)}…` : row.text,
          details: t("questionDetails", {
            id: row.id,
            class: names.classes[row.classSlug] ?? row.classSlug,
            subject: names.subjects[row.subject] ?? row.subject,
            chapterNo: row.chapterNo,
            difficulty: row.difficulty,
          }),
        }))}
      />
      <Pager
        path={PATH}
        params={{}}
        next={page.next}
        deep={after !== undefined && page.rows.length > 0}
      />
    </WorkspaceFrame>
  );
}
