import { getTranslations } from "next-intl/server";
import type { Publisher } from "@/lib/json-ld";
import { absoluteUrl } from "./site-url";

/** The site as the publisher of its news and lectures, in structured data. */
export async function sitePublisher(): Promise<Publisher> {
  const t = await getTranslations("Metadata");
  return { name: t("siteName"), url: absoluteUrl("/"), logo: absoluteUrl("/icon.svg") };
}
