import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The portal's link: Next.js's <Link> (client-side navigation) without prefetching (decision 0010).
 * Every page renders on request, so a prefetch brings only the shared shell, yet it costs a phone
 * one request per link on screen and main-thread time while the page is still starting.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
