import type { Metadata } from "next";
import { QuizPage, quizMetadata, type QuizParams } from "@/components/quiz/quiz-page";

type Props = { params: Promise<Omit<QuizParams, "lectureNo">> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return quizMetadata(params);
}

/** A chapter's test (decision 0080). */
export default function ChapterTestPage({ params }: Props) {
  return <QuizPage params={params} />;
}
