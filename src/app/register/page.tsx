import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthScreen, type SearchParams } from "@/components/auth/auth-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Auth"))("registerTitle") };
}

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return <AuthScreen kind="register" searchParams={await searchParams} />;
}
