"use client";

import {
  ContinueWatchingList,
  type ContinueText,
} from "@/components/learning/continue-watching-list";
import { continueWatchingOf } from "./account-copy";
import { useProgressSource } from "./use-personal";

/**
 * "Continue watching" on the home page, for a signed-in student with lectures left part-way: an
 * island of the shared page, worked out from the account's copy in this tab (decision 0064).
 * Nothing for anyone else.
 */
export function ContinueWatchingStrip({ heading, text }: { heading: string; text: ContinueText }) {
  const source = useProgressSource();
  const items = source.kind === "signed-in" ? continueWatchingOf(source.copy.lectures) : [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="continue-watching" className="mx-auto max-w-7xl px-4 pt-8">
      <h2 id="continue-watching" className="mb-3 text-xl font-semibold">
        {heading}
      </h2>
      <ContinueWatchingList items={items} text={text} />
    </section>
  );
}
