import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, LOCALES } from "@front/contract.mjs";
import en from "../../messages/en.json";
import ur from "../../messages/ur.json";

const messages = { en, ur };

/**
 * The language comes from the URL: the front layer sets it for every request (`/ur/...` is Urdu,
 * every other path English) in the header next-intl reads as `requestLocale` (decision 0040).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE;
  return { locale, timeZone: "Asia/Karachi", messages: messages[locale] };
});
