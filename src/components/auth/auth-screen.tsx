import { Link } from "@/components/ui/link";
import { redirectInLocale } from "@/server/i18n/locale";
import { getTranslations } from "next-intl/server";
import { login, register } from "@/server/auth/actions";
import { AUTH_LIMITS, nextPathSchema } from "@/server/auth/forms";
import { getCurrentUser } from "@/server/auth/session";
import { AuthForm, type AuthFormField } from "./auth-form";
import { GoogleSignIn } from "./google-sign-in";
import { withNext } from "./with-next";

/** What the sign-in pages read of their address (the route manifest's `login` and `register`). */
export type AuthParams = { next?: string; error?: string; done?: string };

type Props = { kind: "login" | "register"; params: AuthParams };

/** /login and /register: the same frame, fields and wiring, differing only in `kind`. */
export async function AuthScreen({ kind, params }: Props) {
  const next = nextPathSchema.parse(params.next);
  // Someone already signed in has nothing to do here.
  if (await getCurrentUser()) await redirectInLocale(next);
  const [t, tMail] = await Promise.all([getTranslations("Auth"), getTranslations("Mail")]);

  const email: AuthFormField = {
    name: "email",
    label: t("emailLabel"),
    type: "email",
    autoComplete: "email",
  };
  const screen =
    kind === "login"
      ? {
          action: login,
          fields: [
            email,
            {
              name: "password",
              label: t("passwordLabel"),
              type: "password",
              autoComplete: "current-password",
            },
          ] satisfies AuthFormField[],
          other: {
            question: t("toRegisterQuestion"),
            label: t("toRegisterLink"),
            href: withNext("/register", next),
          },
        }
      : {
          action: register,
          fields: [
            { name: "name", label: t("nameLabel"), type: "text", autoComplete: "name" },
            email,
            {
              name: "password",
              label: t("passwordLabel"),
              type: "password",
              autoComplete: "new-password",
              hint: t("passwordHint", AUTH_LIMITS),
            },
          ] satisfies AuthFormField[],
          other: {
            question: t("toLoginQuestion"),
            label: t("toLoginLink"),
            href: withNext("/login", next),
          },
        };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t(`${kind}Heading`)}</h1>
      <p className="mt-2 text-slate-700">{t(`${kind}Intro`)}</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {params.done === "reset" && kind === "login" && (
          <p
            role="status"
            className="mb-5 rounded-md border border-green-300 bg-green-50 p-3 text-green-900"
          >
            {tMail("resetDone")}
          </p>
        )}
        {params.error === "google" && (
          <p
            role="alert"
            className="mb-5 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {t("googleFailed")}
          </p>
        )}
        <GoogleSignIn next={next} />
        <AuthForm
          action={screen.action}
          fields={screen.fields}
          next={next}
          submitLabel={t(`${kind}Submit`)}
          pendingLabel={t(`${kind}Pending`)}
          loginInstead={
            kind === "register"
              ? { phrase: t("emailTakenLink"), href: screen.other.href }
              : undefined
          }
        />
        {kind === "login" && (
          <p className="mt-4 text-center">
            <Link href="/forgot-password" className="text-brand-700 font-semibold underline">
              {tMail("forgotLink")}
            </Link>
          </p>
        )}
      </div>
      <p className="mt-6 text-center text-slate-700">
        {screen.other.question}{" "}
        <Link href={screen.other.href} className="text-brand-700 font-semibold underline">
          {screen.other.label}
        </Link>
      </p>
    </div>
  );
}
