import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";

// Next also marks every 404 response noindex (<meta name="robots" content="noindex">).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ComingSoon");
  return { title: t("title") };
}

/** Any path no menu names: the Coming Soon screen, with status 404. */
export default function NotFound() {
  return <ComingSoon />;
}
