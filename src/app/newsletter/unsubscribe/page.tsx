import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewsletterLinkScreen } from "@/components/newsletter/link-screen";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { unsubscribeForm } from "@/server/newsletter/link-actions";
import { unsubscribeState } from "@/server/newsletter/subscriptions";

type SearchParams = Record<string, string | string[] | undefined>;

// What each outcome says; a `done` the action did not give shows the link's own state.
const DONE: Record<string, { message: string; good: boolean }> = {
  unsubscribed: { message: "unsubscribed", good: true },
  "already-unsubscribed": { message: "alreadyUnsubscribed", good: true },
  invalid: { message: "invalid", good: false },
  error: { message: "error", good: false },
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Newsletter.links");
  return { title: t("unsubscribeTitle"), robots: { index: false, follow: false } };
}

/**
 * /newsletter/unsubscribe?token=: asks before it unsubscribes, so a link scanner opening every
 * link of a mail unsubscribes nobody; mail clients' own button posts to the API (RFC 8058).
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { token, done } = readSearchParams("newsletterLink", await searchParams);
  const t = await getTranslations("Newsletter.links");
  const state = DONE[done ?? ""]
    ? null
    : await unsubscribeState(await getDb(), token).catch(() => "error" as const);
  const shown = state === null ? DONE[done!]! : state === "usable" ? null : DONE[state]!;
  return (
    <NewsletterLinkScreen
      heading={t("unsubscribeTitle")}
      message={shown?.message ?? null}
      good={shown?.good ?? true}
      form={{
        action: unsubscribeForm,
        token: token ?? "",
        intro: t("unsubscribeIntro"),
        submit: t("unsubscribeSubmit"),
      }}
    />
  );
}
