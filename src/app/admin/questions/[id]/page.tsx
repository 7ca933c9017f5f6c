import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { QuestionEditor } from "@/components/quiz/admin-editors";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Notice } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { getQuestionForEdit } from "@/server/quiz/question-writes";
import { authorizePage } from "@/server/workspace/guard";
import { param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = (await params).id;
  return { title: (await getTranslations("Quiz.admin"))("editQuestion", { id }) };
}

export default async function EditQuestionPage({ params, searchParams }: Props) {
  const id = parseRowId((await params).id);
  const account = await authorizePage("content:write", `/admin/questions/${id ?? ""}`);
  if (!account) return <ForbiddenScreen />;
  const question = id === null ? null : await getQuestionForEdit(await getDb(), id);
  if (!question) notFound();
  const [t, w] = await Promise.all([getTranslations("Quiz.admin"), getTranslations("Workspace")]);
  return (
    <WorkspaceFrame
      account={account}
      section="questions"
      title={t("editQuestion", { id: question.id })}
    >
      {param(readSearchParams("admin", await searchParams), "saved") === "1" && (
        <Notice>{w("saved")}</Notice>
      )}
      <QuestionEditor question={question} />
    </WorkspaceFrame>
  );
}
