import { getTranslations } from "next-intl/server";
import { slugToKey } from "@/content/navigation/types";
import { ENTRY_TESTS } from "@/server/content/quiz-row";

/**
 * Each entry test's name as the coaching menu writes it ("MDCAT", "GAT (COMSATS-NTS)"), in the
 * page's language, by the test's slug.
 */
export async function getEntryTestNames(): Promise<Record<string, string>> {
  const nav = await getTranslations("nav.coaching.entryTest");
  return Object.fromEntries(ENTRY_TESTS.map((slug) => [slug, nav(slugToKey(slug))]));
}
