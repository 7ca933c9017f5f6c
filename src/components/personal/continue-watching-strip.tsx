"use client";

import {
  ContinueWatchingList,
  type ContinueText,
} from "@/components/learning/continue-watching-list";
import { useProgressSource } from "./use-personal";

/**
 * "Continue watching" on the home page, for a signed-in student with lectures left part-way: an
 * island of the shared page, filled from /api/me (decision 0029). Nothing for anyone else.
 */
export function ContinueWatchingStrip({ heading, text }: { heading: string; text: ContinueText }) {
  const source = useProgressSource();
  const items = source.kind === "signed-in" ? (source.data.continueWatching ?? []) : [];
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
