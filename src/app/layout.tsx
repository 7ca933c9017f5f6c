import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getLocale, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { PAGE_PATH_HEADER } from "@front/contract.mjs";
import { ClientNavigation } from "@/components/layout/client-navigation";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { languageAlternates } from "@/server/seo/language-alternates";
import { asLocale } from "@/lib/locale-path";
import { OfflineSupport } from "@/components/offline/offline-support";
import { getEnv } from "@/env";
import { getBuildId } from "@/server/build-id";
import { THEME_COLOR } from "@/content/brand";
import { PersonalSync } from "@/components/personal/personal-sync";
import "./globals.css";

const notoSans = localFont({
  src: "./fonts/noto-sans-latin.woff2",
  variable: "--font-noto-sans",
  display: "swap",
  weight: "100 900",
});

// Urdu pages only (globals.css puts it first in their font stack): a subset of Noto Nastaliq Urdu
// to the Urdu alphabet, not preloaded and `optional`, so it never shifts a page (decision 0043).
const nastaliq = localFont({
  src: "./fonts/nastaliq-urdu-400.woff2",
  variable: "--font-nastaliq",
  display: "optional",
  weight: "400",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+060C,U+061B,U+061F,U+0621-063A,U+0641-064A,U+064B-0655,U+0660-066D,U+0670,U+0679,U+067E,U+0686,U+0688,U+0691,U+0698,U+06A9,U+06AF,U+06BA,U+06BE,U+06C0-06C3,U+06CC,U+06D2-06D4,U+06F0-06F9,U+200C-200F,U+FDF2,U+FDFA,U+FDFD",
    },
  ],
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
  const fonts = urdu ? `${notoSans.variable} ${nastaliq.variable}` : notoSans.variable;
  return (
    // Scroll padding keeps a focused or scrolled-to control clear of the sticky header and the
    // floating messaging button (WCAG 2.4.11, focus not obscured).
    <html
      lang={locale}
      dir={urdu ? "rtl" : "ltr"}
      className={`${fonts} scroll-pt-20 scroll-pb-24 lg:scroll-pt-32`}
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
        <ClientNavigation />
        <PersonalSync />
      </body>
    </html>
  );
}
