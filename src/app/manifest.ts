import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { THEME_COLOR } from "@/content/brand";

/**
 * The web app manifest (issue 17): with it, the service worker and https, Chrome on Android
 * offers to install Parhai, which then opens on its own, without the browser's address bar.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("Metadata");
  return {
    id: "/",
    name: t("appName"),
    short_name: t("siteName"),
    description: t("description"),
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
