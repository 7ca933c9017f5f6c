import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { CONFIRM_LINK_DAYS } from "@/server/newsletter/mails";

type Props = {
  heading: string;
  /** What the page says: the key of a message under "Newsletter.links", or null for the form. */
  message: string | null;
  /** Whether the message is good news (confirmed, unsubscribed) or a problem with the link. */
  good: boolean;
  form: { action: (form: FormData) => Promise<void>; token: string; intro: string; submit: string };
};

/**
 * The page a newsletter mail's link opens: first a button (a link scanner following the link
 * changes nothing, decision 0068), then what happened, in words.
 */
export async function NewsletterLinkScreen({ heading, message, good, form }: Props) {
  const t = await getTranslations("Newsletter.links");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {message === null ? (
          <form action={form.action}>
            <input type="hidden" name="token" value={form.token} />
            <p className="text-slate-700">{form.intro}</p>
            <button
              type="submit"
              className="bg-brand-700 hover:bg-brand-800 mt-4 w-full rounded-md px-4 py-2.5 font-semibold text-white"
            >
              {form.submit}
            </button>
          </form>
        ) : (
          <p
            role={good ? "status" : "alert"}
            className={
              good
                ? "rounded-md border border-green-300 bg-green-50 p-3 text-green-900"
                : "rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
            }
          >
            {t(message, { days: CONFIRM_LINK_DAYS })}
          </p>
        )}
      </div>
      <p className="mt-6 text-center">
        <Link href="/" className="text-brand-700 font-semibold underline">
          {t("home")}
        </Link>
      </p>
    </div>
  );
}
