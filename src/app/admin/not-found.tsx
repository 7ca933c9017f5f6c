import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/**
 * A workspace page's `notFound()` (an entry that is not there): the Coming Soon screen with its
 * 404. Public pages render NotFoundScreen in place, so a document always comes whole (decision
 * 0014); the root's not-found, which every page's data carries, is its title alone (0108).
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
