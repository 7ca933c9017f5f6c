import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/**
 * What a workspace page's `notFound()` shows. Public pages render NotFoundScreen in place (a
 * document always comes whole, decision 0014); this file sits here, not at the root, because
 * Next.js puts the tree of a layout's not-found screen into the payload of every page under that
 * layout (decision 0100).
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
