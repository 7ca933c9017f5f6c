import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { ComingSoon } from "@/components/layout/coming-soon";
import { MissingContent, missingMetadata } from "@/components/layout/missing-content";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { ContactScreen } from "@/components/pages/contact-screen";
import { SitePageArticle } from "@/components/pages/site-page-article";
import { allNavigationHrefs } from "@/content/navigation";
import type { Locale } from "@/lib/locale-path";
import { getDb } from "@/server/db/client";
import { getPageLocale } from "@/server/i18n/locale";
import { sitePageCard } from "@/server/pages/page-card";
import { isPagePath } from "@/server/pages/page-paths";
import { findPage } from "@/server/pages/page-queries";
import { readOrFallback } from "@/server/safe-read";
import { shareMetadata } from "@/server/seo/share-metadata";

type Props = { params: Promise<{ path: string[] }> };

/*
 * Routes with their own page (/latest, /login, the lecture screens, ...) take precedence over this
 * catch-all, so it only sees paths nothing else matches. A menu's destination shows the page
 * editors wrote for it in this language (decision 0070); without one, the destination is not
 * built yet: Coming Soon with status 200. A page that was removed is a 404 that says so
 * (decision 0056); any other path gets Coming Soon as a 404 (marked noindex), rendered in place
 * so it comes with the whole site (decision 0014).
 */
const menuPaths = new Set(allNavigationHrefs());

const CONTACT = "/contact-us";

/** One read per request, shared by the metadata and the page; a failed read is no page. */
const loadPage = cache(async (path: string, locale: Locale) =>
  isPagePath(path)
    ? readOrFallback("site page", async () => findPage(await getDb(), path, locale), null)
    : null,
);

async function find(params: Props["params"]) {
  const path = `/${(await params).path.join("/")}`;
  return { path, found: menuPaths.has(path) ? await loadPage(path, await getPageLocale()) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path, found } = await find(params);
  if (!menuPaths.has(path)) return notFoundMetadata();
  if (found === "removed") return missingMetadata((await getTranslations("Pages"))("removedTitle"));
  if (found) {
    const { card, languages } = sitePageCard(path, found);
    const metadata = await shareMetadata(card);
    return { ...metadata, alternates: { ...metadata.alternates, languages } };
  }
  if (path === CONTACT) return { title: (await getTranslations("Pages.contact"))("title") };
  const t = await getTranslations("ComingSoon");
  // Not built yet: kept out of search results (and the sitemap) until it has content.
  return { title: t("title"), robots: { index: false, follow: true } };
}

export default async function MenuDestinationPage({ params }: Props) {
  const { path, found } = await find(params);
  if (!menuPaths.has(path)) return <NotFoundScreen />;
  if (path === CONTACT)
    return <ContactScreen page={found && found !== "removed" ? found.page : null} />;
  if (found === "removed") {
    const t = await getTranslations("Pages");
    return (
      <MissingContent
        title={t("removedTitle")}
        text={t("removedText")}
        searchText={path.split("/").at(-1)!.replaceAll("-", " ")}
        links={[{ href: "/", label: t("home") }]}
      />
    );
  }
  if (found) return <SitePageArticle page={found.page} />;
  return <ComingSoon />;
}
