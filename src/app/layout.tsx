import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getLocale, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { PAGE_PATH_HEADER } from "@front/contract.mjs";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { languageAlternates } from "@/server/seo/language-alternates";
import { asLocale } from "@/lib/locale-path";
import { OfflineSupport } from "@/components/offline/offline-support";
import { getEnv } from "@/env";
import { getBuildId } from "@/server/build-id";
import { THEME_COLOR } from "@/content/brand";
import { ShellServices } from "@/components/layout/shell-services";
import "./globals.css";

// Optional and not preloaded: nothing waits for it before the first paint, and text never
// moves when it arrives; a first visit on a slow link draws the fallback (decision 0100).
const notoSans = localFont({
  src: "./fonts/noto-sans-latin.woff2",
  variable: "--font-noto-sans",
  display: "optional",
  preload: false,
  weight: "100 900",
});

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale, requestHeaders] = await Promise.all([
    getTranslations("Metadata"),
    getLocale(),
    headers(),
  ]);
  const path = requestHeaders.get(PAGE_PATH_HEADER);
  return {
    title: { default: t("title"), template: `%s | ${t("siteName")}` },
    description: t("description"),
    applicationName: t("siteName"),
    // Pages with a share card set their own canonical URL, with the same language links.
    ...(path ? { alternates: languageAlternates(path, asLocale(locale)) } : {}),
  };
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders at request time with the nonce the front layer hands Next.js, whose
  // scripts it then hashes into the page's CSP and keeps the page for a while (decision 0009).
  await connection();
  const [t, locale] = await Promise.all([getTranslations("Shell"), getLocale()]);
  const urdu = locale === "ur";
  return (
    // Scroll padding keeps a focused or scrolled-to control clear of the sticky header and the
    // floating messaging button (WCAG 2.4.11, focus not obscured).
    <html
      lang={locale}
      dir={urdu ? "rtl" : "ltr"}
      className={`${notoSans.variable} scroll-pt-20 scroll-pb-24 lg:scroll-pt-32`}
    >
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="text-brand-800 sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold shadow-lg focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader />
        <OfflineSupport
          workerUrl={
            getEnv().NODE_ENV === "production"
              ? `/sw.js?build=${encodeURIComponent(getBuildId())}`
              : null
          }
          notice={t("offlineNotice")}
        />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ShellServices />
      </body>
    </html>
  );
}
