import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { allNavigationHrefs } from "@/content/navigation";

type Props = { params: Promise<{ path: string[] }> };

/*
 * Routes with their own page (/latest, /login, the lecture screens, ...) take precedence over this
 * catch-all, so it only sees paths nothing else matches. A path a menu names is a destination that
 * is not built yet: Coming Soon with status 200. Any other path gets the 404 page (the same screen,
 * marked noindex).
 */
const menuPaths = new Set(allNavigationHrefs());

function isMenuPath(segments: string[]): boolean {
  return menuPaths.has(`/${segments.join("/")}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (!isMenuPath((await params).path)) return {};
  const t = await getTranslations("ComingSoon");
  // Not built yet: kept out of search results (and the sitemap) until it has content.
  return { title: t("title"), robots: { index: false, follow: true } };
}

export default async function ComingSoonPage({ params }: Props) {
  if (!isMenuPath((await params).path)) notFound();
  return <ComingSoon />;
}
