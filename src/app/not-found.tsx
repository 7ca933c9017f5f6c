"use client";

import { useEffect } from "react";

/**
 * Next.js's own not-found screen. Every page renders its Coming Soon screen in place (decision
 * 0014) and the workspace has its own, so this shows only when a click's answer says "not found":
 * the browser then opens that address as a document, which the server renders whole with its
 * 404. A client stub, because Next.js puts the root's not-found into every page's data, and the
 * Coming Soon tree cost every page 0.25 KB (decision 0100). Opened as a document itself (an
 * address nothing answers), it asks nothing again.
 */
export default function NotFound() {
  useEffect(() => {
    const opened = performance.getEntriesByType("navigation")[0]?.name;
    if (opened !== window.location.href) window.location.reload();
  }, []);
  return null;
}
