import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewsletterLinkScreen } from "@/components/newsletter/link-screen";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { confirmSubscriptionForm } from "@/server/newsletter/link-actions";
import { confirmationState } from "@/server/newsletter/subscriptions";

type SearchParams = Record<string, string | string[] | undefined>;

// What each outcome says; a `done` the action did not give shows the link's own state.
const DONE: Record<string, { message: string; good: boolean }> = {
  confirmed: { message: "confirmed", good: true },
  "already-confirmed": { message: "alreadyConfirmed", good: true },
  expired: { message: "confirmExpired", good: false },
  invalid: { message: "invalid", good: false },
  error: { message: "error", good: false },
};

export async function generateMetadata(): Promise<Metadata> {
  // The address holds a key: never indexed.
  const t = await getTranslations("Newsletter.links");
  return { title: t("confirmTitle"), robots: { index: false, follow: false } };
}

/** /newsletter/confirm?token=: the double opt-in's second step (decision 0068). */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { token, done } = readSearchParams("newsletterLink", await searchParams);
  const t = await getTranslations("Newsletter.links");
  const state = DONE[done ?? ""]
    ? null
    : await confirmationState(await getDb(), token).catch(() => "error" as const);
  const shown = state === null ? DONE[done!]! : state === "usable" ? null : DONE[state]!;
  return (
    <NewsletterLinkScreen
      heading={t("confirmTitle")}
      message={shown?.message ?? null}
      good={shown?.good ?? true}
      form={{
        action: confirmSubscriptionForm,
        token: token ?? "",
        intro: t("confirmIntro"),
        submit: t("confirmSubmit"),
      }}
    />
  );
}
