import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { MY_LEARNING } from "@/lib/my-learning";
import { forgetLearningHistory } from "@/server/progress/actions";

/**
 * "Forget my learning history": a link to the confirmation first (?forget=confirm), then a form
 * that deletes. Both plain HTML, so it works without JavaScript.
 */
export async function ForgetHistory({ confirming }: { confirming: boolean }) {
  const t = await getTranslations("Learning");
  return (
    <section aria-labelledby="forget-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="forget-heading" className="text-lg font-semibold">
        {t("forgetHeading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("forgetBody")}</p>
      {confirming ? (
        <form
          action={forgetLearningHistory}
          role="alertdialog"
          aria-labelledby="forget-confirm"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-4"
        >
          <p id="forget-confirm" className="font-medium text-red-900">
            {t("forgetConfirm")}
          </p>
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="submit"
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {t("forgetYes")}
            </button>
            <Link
              href={MY_LEARNING}
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800"
            >
              {t("forgetCancel")}
            </Link>
          </div>
        </form>
      ) : (
        <Link
          href={`${MY_LEARNING}?forget=confirm`}
          className="mt-4 inline-block rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
        >
          {t("forgetButton")}
        </Link>
      )}
    </section>
  );
}
