import { headers } from "next/headers";
import { Suspense, type ReactNode } from "react";

/**
 * Main content that waits for data. In a page the browser asked for (a document), it is rendered
 * in place: a streamed `<Suspense>` boundary would arrive hidden and need a script to show it, so
 * a student without JavaScript would see only the placeholder. When the app's router fetches the
 * screen (a click on a link while the scripts run: `Sec-Fetch-Dest: empty`), the placeholder shows
 * at once and the content streams in behind it. Decision 0014.
 */
export async function NavigationSuspense({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const destination = (await headers()).get("sec-fetch-dest");
  if (destination !== "empty") return children;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
