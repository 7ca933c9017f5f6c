import { allNavigationHrefs } from "@/content/navigation";
import { LOCALES, type Locale } from "@/lib/locale-path";

/*
 * The menu and footer destinations an editor may write a page for (decision 0070): the guidance
 * menus and the site's own pages. Screens built otherwise (/latest, the lectures, the tutors'
 * forms to come) are not among them.
 */
const WRITABLE =
  /^\/(?:(?:admission|study-abroad|training-seminars|career-planning)\/[a-z0-9-]+|resources|events|support|faq|contact-us|privacy-policy|terms-of-service|about-us|pricing)$/;

export const PAGE_PATHS: readonly string[] = allNavigationHrefs().filter((href) =>
  WRITABLE.test(href),
);

export function isPagePath(value: unknown): value is string {
  return typeof value === "string" && PAGE_PATHS.includes(value);
}

export function isPageLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
