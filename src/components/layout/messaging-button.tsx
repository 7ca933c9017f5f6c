import { getTranslations } from "next-intl/server";
import { brandFill } from "@/components/ui/button-styles";
import { getEnv } from "@/env";

/** wa.me chat link for a number in international digits (validated in src/env.ts). */
export function whatsAppUrl(number: string): string {
  return `https://wa.me/${number}`;
}

/**
 * The floating button on every screen but the workspace's (globals.css: editors' forms need the
 * corner). It sits under the header's stacking level, so the open drawer covers it, and the footer
 * leaves room for it below the newsletter form.
 */
export async function MessagingButton() {
  const t = await getTranslations("Shell");
  return (
    <a
      data-messaging-button=""
      href={whatsAppUrl(getEnv().SITE_WHATSAPP_NUMBER)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("messaging")}
      title={t("messaging")}
      className={`${brandFill} fixed end-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full shadow-lg ring-2 ring-white`}
    >
      {/* The glyph is a file (cached for every page after) rather than 0.2 KB of path data in
          each page's HTML; the labelled green button is drawn at once (decision 0110). */}
      <img src="/icons/whatsapp.svg" alt="" width={28} height={28} className="size-7" />
    </a>
  );
}
