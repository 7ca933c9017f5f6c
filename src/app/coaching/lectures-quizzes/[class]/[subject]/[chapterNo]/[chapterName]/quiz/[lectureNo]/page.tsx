import type { Metadata } from "next";
import { QuizPage, quizMetadata, type QuizParams } from "@/components/quiz/quiz-page";

type Props = { params: Promise<Required<QuizParams>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return quizMetadata(params);
}

/** A lecture's quick quiz (decision 0080). */
export default function QuickQuizPage({ params }: Props) {
  return <QuizPage params={params} />;
}
