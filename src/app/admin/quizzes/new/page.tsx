import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuizEditor } from "@/components/quiz/admin-editors";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Quiz.admin"))("newQuiz") };
}

export default async function NewQuizPage() {
  const account = await authorizePage("content:write", "/admin/quizzes/new");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Quiz.admin");
  return (
    <WorkspaceFrame account={account} section="quizzes" title={t("newQuiz")}>
      <QuizEditor quiz={null} />
    </WorkspaceFrame>
  );
}
