import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { QuizEditor } from "@/components/quiz/admin-editors";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Notice } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { lectureNoOf } from "@/server/quiz/admin-queries";
import { quizFormValues, readQuiz } from "@/server/quiz/quiz-writes";
import { authorizePage } from "@/server/workspace/guard";
import { param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Quiz.admin"))("editQuiz") };
}

export default async function EditQuizPage({ params, searchParams }: Props) {
  const id = parseRowId((await params).id);
  const account = await authorizePage("content:write", `/admin/quizzes/${id ?? ""}`);
  if (!account) return <ForbiddenScreen />;
  const db = await getDb();
  const quiz = id === null ? undefined : await readQuiz(db, id);
  if (id === null || !quiz) notFound();
  const [t, w, lectureNo] = await Promise.all([
    getTranslations("Quiz.admin"),
    getTranslations("Workspace"),
    lectureNoOf(db, quiz.lectureId),
  ]);
  return (
    <WorkspaceFrame account={account} section="quizzes" title={t("editQuiz")}>
      {param(readSearchParams("admin", await searchParams), "saved") === "1" && (
        <Notice>{w("saved")}</Notice>
      )}
      <QuizEditor quiz={{ id, values: quizFormValues(quiz, lectureNo) }} />
    </WorkspaceFrame>
  );
}
