import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthScreen, type SearchParams } from "@/components/auth/auth-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Auth"))("loginTitle") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <AuthScreen kind="login" searchParams={await searchParams} />;
}
