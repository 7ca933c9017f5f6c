import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { allNavigationHrefs } from "@/content/navigation";

type Props = { params: Promise<{ path: string[] }> };

/*
 * Routes with their own page (/latest, /login, the lecture screens, ...) take precedence over this
 * catch-all, so it only sees paths nothing else matches. A path a menu names is a destination that
 * is not built yet: Coming Soon with status 200. Any other path gets the same screen as a 404
 * (marked noindex), rendered in place so it comes with the whole site (decision 0014).
 */
const menuPaths = new Set(allNavigationHrefs());

function isMenuPath(segments: string[]): boolean {
  return menuPaths.has(`/${segments.join("/")}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (!isMenuPath((await params).path)) return notFoundMetadata();
  const t = await getTranslations("ComingSoon");
  // Not built yet: kept out of search results (and the sitemap) until it has content.
  return { title: t("title"), robots: { index: false, follow: true } };
}

export default async function ComingSoonPage({ params }: Props) {
  if (!isMenuPath((await params).path)) return <NotFoundScreen />;
  return <ComingSoon />;
}
