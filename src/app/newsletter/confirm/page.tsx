import type { Metadata } from "next";
import { linkPageMetadata, NewsletterLinkPage } from "@/components/newsletter/link-page";
import { readSearchParams } from "@/lib/route-manifest.mjs";

type SearchParams = Record<string, string | string[] | undefined>;

export function generateMetadata(): Promise<Metadata> {
  return linkPageMetadata("confirm");
}

/** /newsletter/confirm?token=: the double opt-in's second step (decision 0068). */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { token, done } = readSearchParams("newsletterLink", await searchParams);
  return <NewsletterLinkPage kind="confirm" token={token} done={done} />;
}
