import { localePath, type Locale } from "@/lib/locale-path";
import { absoluteUrl } from "@/server/seo/site-url";
import type { ShareCard } from "@/server/seo/share-metadata";
import { plainText } from "./markdown";
import type { SitePage } from "./page-queries";

/**
 * A written page's Open Graph card (an article, its words without markup as the description) and
 * its hreflang links: only the languages it is written in, x-default the English page where there
 * is one, else the page there is (decision 0070).
 */
export function sitePageCard(
  path: string,
  found: { page: SitePage; languages: Locale[] },
): { card: ShareCard; languages: Record<string, string> } {
  const languages: Record<string, string> = Object.fromEntries(
    found.languages.map((locale) => [locale, absoluteUrl(localePath(path, locale))]),
  );
  languages["x-default"] = languages.en ?? Object.values(languages)[0]!;
  return {
    card: {
      title: found.page.title,
      description: plainText(found.page.body),
      path,
      type: "article",
      publishedTime: found.page.updatedAt,
    },
    languages,
  };
}
