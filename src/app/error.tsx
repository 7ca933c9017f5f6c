"use client";

import { TroubleMessage } from "@/components/errors/trouble-message";

/** A screen that failed to render, inside the site's header and footer. Decision 0006. */
export default function ErrorPage(props: { error: unknown; retry: () => void }) {
  return <TroubleMessage {...props} />;
}
