"use client";

import { lazy, Suspense, type ComponentType } from "react";

type Props = { error: unknown; retry: () => void };

const Nothing: ComponentType<Props> = () => null;

// Every page loads both error boundaries (error.tsx and global-error.tsx) at start, and the bundler
// gave each its own copy of the message with its texts in both languages. Screens fail rarely, so
// the message is fetched when one does: one copy, and none on the pages that never fail (decision
// 0046). If that fetch fails too (offline), the boundary stays empty: the header and footer
// around error.tsx still lead on.
const TroubleMessage = lazy(() =>
  import("./trouble-message").then(
    (module): { default: ComponentType<Props> } => ({ default: module.TroubleMessage }),
    () => ({ default: Nothing }),
  ),
);

/** The "We are having trouble" message of the error boundaries (decision 0006), loaded on use. */
export function LazyTroubleMessage(props: Props) {
  return (
    <Suspense>
      <TroubleMessage {...props} />
    </Suspense>
  );
}
