import { getLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { type Locale, asLocale, localePath } from "@/lib/locale-path";

/** The request's language, from its URL (decision 0040). */
export async function getPageLocale(): Promise<Locale> {
  return asLocale(await getLocale());
}

/** Puts paths of this site in the request's language: for hrefs, form actions and redirects. */
export async function getLocalePath(): Promise<(href: string) => string> {
  const locale = await getPageLocale();
  return (href) => localePath(href, locale);
}

/** `redirect()` to a path of this site in the request's language. */
export async function redirectInLocale(href: string): Promise<never> {
  redirect(localePath(href, await getPageLocale()));
}
