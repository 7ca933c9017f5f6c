import { getTranslations } from "next-intl/server";
import { whatsAppShareUrl } from "@/lib/share";
import { absoluteUrl } from "@/server/seo/site-url";
import { ShareLink } from "./share-link";
import { buttonClass } from "@/components/ui/button-styles";
import { getLocalePath } from "@/server/i18n/locale";

type ShareButtonProps = { title: string; /** The page's path on this site. */ path: string };

/** The Share button of update pages and lecture players. */
export async function ShareButton({ title, path }: ShareButtonProps) {
  const [t, inLocale] = await Promise.all([getTranslations("Share"), getLocalePath()]);
  const url = absoluteUrl(inLocale(path));
  return (
    <ShareLink
      title={title}
      url={url}
      whatsAppHref={whatsAppShareUrl(title, url)}
      label={t("label")}
      className={buttonClass("outline", "sm")}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {t("button")}
    </ShareLink>
  );
}
