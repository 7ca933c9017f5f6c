"use client";

import { useActionState } from "react";
import { subscribeToNewsletter, type NewsletterState } from "@/server/newsletter/actions";

type Props = {
  /** The id of the block around the form, which a post without JavaScript comes back to. */
  anchorId: string;
  /** The page's language: the confirmation mail's and the newsletter's (decision 0068). */
  locale: "en" | "ur";
  labels: { label: string; placeholder: string; submit: string; pending: string };
};

const initialState: NewsletterState = { status: "idle" };

/**
 * One email field posting to a server action. Without JavaScript the browser posts the form and
 * the page comes back with the answer, opened at the form; with it, the answer appears in place.
 */
export function NewsletterForm({ anchorId, locale, labels }: Props) {
  // Without JavaScript the browser posts to this address, so the answer opens in view (the form
  // sits at the foot of a long page); with JavaScript it is not used.
  const [state, formAction, pending] = useActionState(
    subscribeToNewsletter,
    initialState,
    `#${anchorId}`,
  );
  const failed = state.status !== "idle" && state.status !== "subscribed";
  return (
    <form action={formAction} className="mt-3">
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="newsletter-email" className="text-brand-50 text-sm font-medium">
        {labels.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          // A new key after each answer makes the field take the returned value.
          key={`${state.status}:${state.email ?? ""}`}
          id="newsletter-email"
          type="email"
          dir="ltr"
          name="email"
          required
          autoComplete="email"
          defaultValue={state.email}
          placeholder={labels.placeholder}
          aria-invalid={failed || undefined}
          aria-describedby="newsletter-message"
          className="border-brand-100/40 w-0 min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={pending}
          className="shrink-0 rounded-md bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-300 disabled:opacity-70"
        >
          {pending ? labels.pending : labels.submit}
        </button>
      </div>
      <p
        id="newsletter-message"
        role="status"
        className={`mt-2 min-h-[1lh] text-sm ${failed ? "text-amber-200" : "text-brand-100"}`}
      >
        {state.message}
      </p>
    </form>
  );
}
