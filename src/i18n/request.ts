import { hasLocale } from "next-intl";
import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_HEADER } from "@front/contract.mjs";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/locales.mjs";
import { CATALOGUES } from "./catalogues";

/**
 * The language comes from the URL: the edge sets it for every request (`/ur/...` is Urdu, every
 * other path English) in its own header, read here with `headers()` as next-intl documents for an
 * app without its `[locale]` segment (decision 0040).
 */
export default getRequestConfig(async () => {
  const requested = (await headers()).get(LOCALE_HEADER);
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE;
  return { locale, timeZone: "Asia/Karachi", messages: CATALOGUES[locale] };
});
