import { getLocale } from "next-intl/server";
import { asLocale } from "@/lib/locale-path";
import { LocaleAnchor, type LocaleAnchorProps } from "./locale-anchor";

/**
 * A link to a page of this site for screens with many of them (the feed's cards, tag chips and
 * filter bar, the home's panels): a server component, so it costs nothing to hydrate; its path is
 * put in the page's language here.
 */
export async function PlainLink(props: LocaleAnchorProps) {
  return <LocaleAnchor {...props} locale={asLocale(await getLocale())} />;
}
