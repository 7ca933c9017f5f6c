import { getTranslations } from "next-intl/server";
import { whatsAppShareUrl } from "@/lib/share";
import { absoluteUrl } from "@/server/seo/site-url";
import { ShareLink } from "./share-link";
import { buttonClass } from "@/components/ui/button-styles";
import { Share } from "@/components/ui/icons";
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
      <Share className="size-4" />
      {t("button")}
    </ShareLink>
  );
}
