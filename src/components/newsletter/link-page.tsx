import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/server/db/client";
import { confirmSubscriptionForm, unsubscribeForm } from "@/server/newsletter/link-actions";
import { confirmationState, unsubscribeState } from "@/server/newsletter/subscriptions";
import { NewsletterLinkScreen } from "./link-screen";

type Said = { message: string; good: boolean };
const invalid: Said = { message: "invalid", good: false };
const error: Said = { message: "error", good: false };

// Each link's page: its words, its button, and what each outcome says (decision 0068).
const LINKS = {
  confirm: {
    words: { title: "confirmTitle", intro: "confirmIntro", submit: "confirmSubmit" },
    action: confirmSubscriptionForm,
    state: confirmationState,
    said: {
      confirmed: { message: "confirmed", good: true },
      "already-confirmed": { message: "alreadyConfirmed", good: true },
      expired: { message: "confirmExpired", good: false },
      invalid,
      error,
    } as Record<string, Said>,
  },
  unsubscribe: {
    words: { title: "unsubscribeTitle", intro: "unsubscribeIntro", submit: "unsubscribeSubmit" },
    action: unsubscribeForm,
    state: unsubscribeState,
    said: {
      unsubscribed: { message: "unsubscribed", good: true },
      "already-unsubscribed": { message: "alreadyUnsubscribed", good: true },
      invalid,
      error,
    } as Record<string, Said>,
  },
};

export type LinkKind = keyof typeof LINKS;

export async function linkPageMetadata(kind: LinkKind): Promise<Metadata> {
  // The address holds a key: never indexed.
  const t = await getTranslations("Newsletter.links");
  return { title: t(LINKS[kind].words.title), robots: { index: false, follow: false } };
}

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the link's button while its key works (a link
 * scanner opening it changes nothing), else what the key's state or the button's outcome says.
 */
export async function NewsletterLinkPage({
  kind,
  token,
  done,
}: {
  kind: LinkKind;
  /** The link's key and the button's outcome, as the page read them (readSearchParams). */
  token?: string;
  done?: string;
}) {
  const link = LINKS[kind];
  const t = await getTranslations("Newsletter.links");
  const state =
    done !== undefined && link.said[done]
      ? done
      : await link.state(await getDb(), token).catch(() => "error");
  const shown = state === "usable" ? null : (link.said[state] ?? invalid);
  return (
    <NewsletterLinkScreen
      heading={t(link.words.title)}
      message={shown?.message ?? null}
      good={shown?.good ?? true}
      form={{
        action: link.action,
        token: token ?? "",
        intro: t(link.words.intro),
        submit: t(link.words.submit),
      }}
    />
  );
}
