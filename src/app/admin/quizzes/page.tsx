import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Pager, RowList } from "@/components/workspace/list-parts";
import { FrameAction, WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { getDb } from "@/server/db/client";
import { getPlaceNames } from "@/server/i18n/classes";
import { getEntryTestNames } from "@/server/i18n/entry-tests";
import { listQuizzes } from "@/server/quiz/admin-queries";
import { authorizePage } from "@/server/workspace/guard";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { afterRowId, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.quizzes") };
}

const PATH = "/admin/quizzes";
const KIND_KEYS: Record<string, string> = {
  lecture: "kindLecture",
  chapter: "kindChapter",
  mock: "kindMock",
  practice: "kindPractice",
};

/** The quizzes, newest first, with where each is attached: a lecture, a chapter or an entry test (0081, 0101). */
export default async function QuizListPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", PATH);
  if (!account) return <ForbiddenScreen />;
  const after = afterRowId(readSearchParams("admin", await searchParams));
  const [w, t, tests, names, page] = await Promise.all([
    getTranslations("Workspace"),
    getTranslations("Quiz.admin"),
    getEntryTestNames(),
    getPlaceNames(),
    listQuizzes(await getDb(), after),
  ]);
  return (
    <WorkspaceFrame
      account={account}
      section="quizzes"
      title={w("sections.quizzes")}
      action={<FrameAction href={`${PATH}/new`}>{t("newQuiz")}</FrameAction>}
    >
      <RowList
        empty={t("noQuizzes")}
        rows={page.rows.map((row) => {
          const values = {
            kind: t(KIND_KEYS[row.kind] ?? "kindChapter"),
            class: names.classes[row.classSlug] ?? row.classSlug,
            subject: names.subjects[row.subject] ?? row.subject,
            chapterNo: row.chapterNo,
            count: row.questions,
          };
          // An entry test's quiz is named by its test, as the menu names it (its class holds
          // the test's slug, 0101).
          const test = tests[row.classSlug] ?? row.classSlug;
          let details = t("quizDetails", values);
          if (row.kind === "practice") details = t("entryTestDetails", { ...values, test });
          else if (row.minutes !== null) {
            details = t("mockDetails", { ...values, test, minutes: row.minutes });
          } else if (row.lectureNo !== null) {
            details = t("quizLecture", { ...values, lectureNo: row.lectureNo });
          }
          return { key: row.id, href: `${PATH}/${row.id}`, title: row.title, details };
        })}
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
