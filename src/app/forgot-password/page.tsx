import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordScreen } from "@/components/auth/password-reset-screens";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Mail"))("forgotTitle"), robots: { index: false } };
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
