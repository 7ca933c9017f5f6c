import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/**
 * Next.js's own not-found page (a `notFound()` from a client navigation, say). Pages themselves
 * render NotFoundScreen in place, so a document always comes whole (decision 0014).
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
