import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MyLearningScreen } from "@/components/learning/my-learning-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Learning");
  // A student's own page: nothing for search engines.
  return { title: t("metaTitle"), robots: { index: false, follow: true } };
}

const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export default async function StudentPortalPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <MyLearningScreen params={{ ratings: single(params.ratings), forget: single(params.forget) }} />
  );
}
