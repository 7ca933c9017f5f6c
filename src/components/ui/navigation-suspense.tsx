import { headers } from "next/headers";
import { Suspense, type ReactNode } from "react";
import { rendersWhole } from "@front/contract.mjs";

/**
 * Main content that waits for data. In a page the browser asked for (a document), it is rendered
 * in place: a streamed `<Suspense>` boundary would arrive hidden and need a script to show it, so
 * a student without JavaScript would see only the placeholder. When the app's router fetches the
 * screen (a click on a link while the scripts run: `Sec-Fetch-Dest: empty`), the placeholder shows
 * at once and the content streams in behind it. Decision 0014. The service worker's copy of a page
 * is rendered whole too, and so is a page a service worker fetches for a navigation (contract.mjs).
 */
export async function NavigationSuspense({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const request = await headers();
  if (rendersWhole((name) => request.get(name))) return children;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
