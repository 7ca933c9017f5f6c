import { eq } from "drizzle-orm";
import { getTranslations } from "next-intl/server";
import { resendConfirmation } from "@/server/auth/verify-actions";
import { getDb } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";

const NOTE = "mt-4 rounded-md border p-3";

/**
 * Whether the student's address is confirmed (decision 0066): thanks after the mail's link, why a
 * link failed, or a reminder with "Send the link again" (a plain form: works without JavaScript).
 */
export async function AddressNotice(props: { userId: string; verified?: string; error?: string }) {
  const [t, tAuth] = await Promise.all([getTranslations("Mail"), getTranslations("Auth")]);
  const confirmed = await readOrFallback(
    "address confirmed",
    async () => {
      const [row] = await (
        await getDb()
      )
        .select({ emailVerified: user.emailVerified })
        .from(user)
        .where(eq(user.id, props.userId));
      return row?.emailVerified ?? true;
    },
    true,
  );
  if (props.verified === "1" && props.error) {
    return (
      <p role="alert" className={`${NOTE} border-amber-300 bg-amber-50 text-amber-900`}>
        {t("verifyFailed")}
      </p>
    );
  }
  if (confirmed) {
    return props.verified === "1" ? (
      <p role="status" className={`${NOTE} border-green-300 bg-green-50 text-green-900`}>
        {t("verified")}
      </p>
    ) : null;
  }
  const answer =
    props.verified === "sent"
      ? t("resendSent")
      : props.verified === "busy"
        ? tAuth("tooManyAttempts")
        : props.verified === "failed"
          ? tAuth("unexpected")
          : null;
  return (
    <div className={`${NOTE} border-slate-300 bg-slate-50 text-slate-800`}>
      <p>{t("notVerified")}</p>
      {answer && (
        <p role="status" className="mt-2 font-medium">
          {answer}
        </p>
      )}
      <form action={resendConfirmation} className="mt-2">
        <button
          type="submit"
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100"
        >
          {t("resendVerification")}
        </button>
      </form>
    </div>
  );
}
