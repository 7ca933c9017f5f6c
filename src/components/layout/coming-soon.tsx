import { Hourglass } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { coachingHref } from "@/content/navigation";

/** The spec's Coming Soon screen, for every menu destination that is not built yet (and 404s). */
export async function ComingSoon() {
  const t = await getTranslations("ComingSoon");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="bg-brand-100 text-brand-700 flex size-16 items-center justify-center rounded-full">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t("title")}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass("primary")}>
          {t("home")}
        </Link>
        <Link href={coachingHref("lectures-quizzes", "9th")} className={buttonClass("outline")}>
          {t("lectures")}
        </Link>
      </div>
    </section>
  );
}
