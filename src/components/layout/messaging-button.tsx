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
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7" fill="currentColor">
        <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.7c-2 0-3.9-.5-5.6-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.7 10.7 0 1 1 16 26.7Zm5.9-8c-.3-.2-1.9-1-2.2-1-.3-.1-.5-.2-.7.1l-1 1.3c-.2.2-.4.2-.7.1a8.7 8.7 0 0 1-4.4-3.8c-.3-.6.3-.5 1-1.7.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.1 1.1-1.1 2.7s1.2 3.2 1.3 3.4c.2.2 2.3 3.5 5.6 4.9 2.1.9 2.9 1 4 .8.6-.1 1.9-.8 2.2-1.5.3-.8.3-1.4.2-1.5l-.6-.3Z" />
      </svg>
    </a>
  );
}
