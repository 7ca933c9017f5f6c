import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NOT_FOUND_ATTRIBUTE } from "@front/contract.mjs";
import { ComingSoon } from "./coming-soon";

/**
 * What a page shows for an address that names nothing: the spec's Coming Soon screen inside the
 * whole site, rendered in place. Its mark makes the front layer answer 404 (Next.js's own
 * `notFound()` would send an empty document that only JavaScript fills; decision 0014).
 */
export function NotFoundScreen() {
  return (
    <>
      <NotFoundMark />
      <ComingSoon />
    </>
  );
}

/** The mark that makes the front layer answer 404 for the page it is in. */
export function NotFoundMark() {
  return <template {...{ [NOT_FOUND_ATTRIBUTE]: "" }} />;
}

/** The head of a not-found page: its own title, and no search engine keeps it. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("ComingSoon");
  return { title: t("title"), robots: { index: false } };
}
