import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MyLearningScreen } from "@/components/learning/my-learning-screen";
import { readSearchParams } from "@/lib/route-manifest.mjs";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Learning");
  // A student's own page: nothing for search engines.
  return { title: t("metaTitle"), robots: { index: false, follow: true } };
}

export default async function StudentPortalPage({ searchParams }: Props) {
  return <MyLearningScreen params={readSearchParams("myLearning", await searchParams)} />;
}
