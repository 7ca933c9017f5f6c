import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { asLocale, localePath } from "@/lib/locale-path";
import { languageAlternates } from "./language-alternates";
import { absoluteUrl } from "./site-url";

/** The site's own card picture (1200 x 630), for pages without a picture of their own. */
export const DEFAULT_SHARE_IMAGE = "/slides/share-card.jpg";

/**
 * Every share picture this site names is 1200 x 630 JPEG (the site's card, an update's or a
 * subject's: decision 0054), the largest card WhatsApp and Facebook show; they show no SVG.
 */
const SHARE_IMAGE_FORMAT = { width: 1200, height: 630, type: "image/jpeg" } as const;

/** Descriptions past this are cut at a word: previews show about two lines. */
const MAX_DESCRIPTION = 200;

export type ShareCard = {
  title: string;
  description: string;
  /** The page's path on this site; it becomes the canonical URL. */
  path: string;
  /** A 1200 x 630 JPEG on this site (share-images.ts); the site's card when absent. */
  image?: string | null;
  type?: "website" | "article" | "video.other";
  /** For articles: when it was posted. */
  publishedTime?: Date;
};

/** Cuts text at the last word that fits, with an ellipsis, on one line. */
export function summarize(text: string, max = MAX_DESCRIPTION): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags with absolute URLs, so a
 * link pasted into WhatsApp (or any app that reads Open Graph) shows a card.
 */
export async function shareMetadata(card: ShareCard): Promise<Metadata> {
  const [t, requested] = await Promise.all([getTranslations("Metadata"), getLocale()]);
  const locale = asLocale(requested);
  const url = absoluteUrl(localePath(card.path, locale));
  // Only this site's own pictures: a path, never another host (not even "//host/...").
  const own = card.image && /^\/(?!\/)/.test(card.image) ? card.image : DEFAULT_SHARE_IMAGE;
  const image = absoluteUrl(own);
  const description = summarize(card.description);
  return {
    title: card.title,
    description,
    alternates: languageAlternates(card.path, locale),
    openGraph: {
      type: card.type === "video.other" ? "video.other" : (card.type ?? "website"),
      url,
      siteName: t("siteName"),
      title: card.title,
      description,
      images: [{ url: image, alt: card.title, ...SHARE_IMAGE_FORMAT }],
      locale: locale === "ur" ? "ur_PK" : "en_PK",
      ...(card.type === "article" && card.publishedTime
        ? { publishedTime: card.publishedTime.toISOString() }
        : {}),
    },
    twitter: { card: "summary_large_image", title: card.title, description, images: [image] },
  };
}
