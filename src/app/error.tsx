"use client";

import { LazyTroubleMessage } from "@/components/errors/lazy-trouble-message";

/** A screen that failed to render, inside the site's header and footer. Decision 0006. */
export default function ErrorPage(props: { error: unknown; retry: () => void }) {
  return <LazyTroubleMessage {...props} />;
}
