import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { cache } from "react";
import { MenuFallback, fallbackMetadata } from "@/components/library/menu-fallback";
import { MockPage } from "@/components/quiz/mock-page";
import { coachingHref } from "@/content/navigation";
import { getDb } from "@/server/db/client";
import { findMockTest } from "@/server/quiz/mock";
import { practiceSetSize } from "@/server/quiz/queries";

type Props = { params: Promise<{ test: string }> };

const TEST = /^[a-z0-9-]{1,40}$/;

/** The entry test's mock test and the size of its practice set, or null (a menu destination
 * without a mock test stays Coming Soon). */
const resolve = cache(async (test: string) => {
  if (!TEST.test(test)) return null;
  await connection();
  const db = await getDb();
  const mock = await findMockTest(db, test);
  return mock && { mock, practiceSize: await practiceSetSize(db, test) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { test } = await params;
  const found = await resolve(test);
  if (!found) return fallbackMetadata(coachingHref("entry-test", test));
  const t = await getTranslations("Quiz.mock");
  return { title: t("metaTitle", { title: found.mock.title }) };
}

/** An entry test's timed mock test (decision 0085). */
export default async function EntryTestPage({ params }: Props) {
  const { test } = await params;
  const href = coachingHref("entry-test", test);
  const found = await resolve(test);
  if (!found) return <MenuFallback path={href} />;
  return <MockPage mock={found.mock} href={href} practiceSize={found.practiceSize} />;
}
