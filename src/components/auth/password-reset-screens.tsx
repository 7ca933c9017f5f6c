import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { AUTH_LIMITS } from "@/server/auth/forms";
import { requestPasswordReset, resetPassword } from "@/server/auth/reset-actions";
import { isResetTokenUsable } from "@/server/auth/reset-token";
import { RESET_LINK_MINUTES } from "@/server/mail/account-mails";
import { AuthForm } from "./auth-form";

/** The frame of /login, for the two steps of a password reset. */
async function ResetFrame({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  const t = await getTranslations("Mail");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {children}
      </div>
      <p className="mt-6 text-center">
        <Link href="/login" className="text-brand-700 font-semibold underline">
          {t("backToLogin")}
        </Link>
      </p>
    </div>
  );
}

/** /forgot-password: the address to send a reset link to. */
export async function ForgotPasswordScreen() {
  const [t, tAuth] = await Promise.all([getTranslations("Mail"), getTranslations("Auth")]);
  return (
    <ResetFrame heading={t("forgotHeading")} intro={t("forgotIntro")}>
      <AuthForm
        action={requestPasswordReset}
        fields={[
          { name: "email", label: tAuth("emailLabel"), type: "email", autoComplete: "email" },
        ]}
        submitLabel={t("forgotSubmit")}
        pendingLabel={t("forgotPending")}
      />
    </ResetFrame>
  );
}

/** /reset-password?token=: a new password, or why the link no longer works. */
export async function ResetPasswordScreen({ token }: { token?: string }) {
  const [t, tAuth] = await Promise.all([getTranslations("Mail"), getTranslations("Auth")]);
  const usable = await isResetTokenUsable(token);
  return (
    <ResetFrame heading={t("resetHeading")} intro={t("resetIntro")}>
      {usable && token ? (
        <AuthForm
          action={resetPassword}
          hidden={{ token }}
          fields={[
            {
              name: "password",
              label: t("newPasswordLabel"),
              type: "password",
              autoComplete: "new-password",
              hint: tAuth("passwordHint", AUTH_LIMITS),
            },
          ]}
          submitLabel={t("resetSubmit")}
          pendingLabel={t("resetPending")}
        />
      ) : (
        <>
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {t("resetInvalid", { minutes: RESET_LINK_MINUTES })}
          </p>
          <p className="mt-4">
            <Link href="/forgot-password" className="text-brand-700 font-semibold underline">
              {t("askAgain")}
            </Link>
          </p>
        </>
      )}
    </ResetFrame>
  );
}
