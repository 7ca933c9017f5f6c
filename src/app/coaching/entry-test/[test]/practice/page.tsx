import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { PracticePage } from "@/components/quiz/practice-page";
import { coachingHref } from "@/content/navigation";
import { ENTRY_TESTS } from "@/server/content/quiz-row";
import { getDb } from "@/server/db/client";
import { getEntryTestNames } from "@/server/i18n/entry-tests";
import { findPracticeSet } from "@/server/quiz/queries";

type Props = { params: Promise<{ test: string }> };

/** The title from the address alone, as the quiz pages' (decision 0080). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { test } = await params;
  if (!ENTRY_TESTS.includes(test)) return notFoundMetadata();
  const [t, tests] = await Promise.all([getTranslations("Quiz.practice"), getEntryTestNames()]);
  return { title: t("metaTitle", { test: tests[test] ?? test }) };
}

/** An entry test's untimed practice set (decision 0101); none, and the address is not found. */
export default async function PracticeSetPage({ params }: Props) {
  const { test } = await params;
  if (!ENTRY_TESTS.includes(test)) return <NotFoundScreen />;
  await connection();
  const quiz = await findPracticeSet(await getDb(), test);
  if (!quiz) return <NotFoundScreen />;
  return <PracticePage quiz={quiz} href={coachingHref("entry-test", test)} />;
}
