import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthScreen } from "@/components/auth/auth-screen";
import { readSearchParams } from "@/lib/route-manifest.mjs";

type SearchParams = Record<string, string | string[] | undefined>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Auth"))("registerTitle") };
}

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return <AuthScreen kind="register" params={readSearchParams("register", await searchParams)} />;
}
