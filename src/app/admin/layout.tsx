import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

// Every workspace page checks the account itself (src/server/workspace/guard.ts); a layout is
// not a guard, since Next.js may render a page without re-rendering its layout.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Workspace");
  return {
    title: { default: t("title"), template: `%s | ${t("title")}` },
    robots: { index: false, follow: false },
  };
}

export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return children;
}
