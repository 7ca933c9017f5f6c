import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuestionEditor } from "@/components/quiz/admin-editors";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Quiz.admin"))("newQuestion") };
}

export default async function NewQuestionPage() {
  const account = await authorizePage("content:write", "/admin/questions/new");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Quiz.admin");
  return (
    <WorkspaceFrame account={account} section="questions" title={t("newQuestion")}>
      <QuestionEditor question={null} />
    </WorkspaceFrame>
  );
}
