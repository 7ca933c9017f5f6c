import type { Metadata } from "next";
import { linkPageMetadata, NewsletterLinkPage } from "@/components/newsletter/link-page";
import { readSearchParams } from "@/lib/route-manifest.mjs";

type SearchParams = Record<string, string | string[] | undefined>;

export function generateMetadata(): Promise<Metadata> {
  return linkPageMetadata("unsubscribe");
}

/** /newsletter/unsubscribe?token=: asks first; mail clients' own button posts to the API. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { token, done } = readSearchParams("newsletterLink", await searchParams);
  return <NewsletterLinkPage kind="unsubscribe" token={token} done={done} />;
}
