import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResetPasswordScreen } from "@/components/auth/password-reset-screens";
import { readSearchParams } from "@/lib/route-manifest.mjs";

type SearchParams = Record<string, string | string[] | undefined>;

export async function generateMetadata(): Promise<Metadata> {
  // The address holds a key: never indexed. (The site's referrer policy already sends other
  // sites only the origin; "no-referrer" would make the form's post come from Origin: null.)
  return {
    title: (await getTranslations("Mail"))("resetTitle"),
    robots: { index: false, follow: false },
  };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { token } = readSearchParams("resetPassword", await searchParams);
  return <ResetPasswordScreen token={token} />;
}
