"use server";

import { getTranslations } from "next-intl/server";
import { getEnv } from "@/env";
import { getLocalePath, redirectInLocale } from "@/server/i18n/locale";
import { RESET_LINK_MINUTES } from "@/server/mail/account-mails";
import { callFromForm, refusalMessage } from "./form-calls";
import { AUTH_LIMITS, emailSchema, newPasswordSchema, type AuthFormState } from "./forms";
import { RESET_TOKEN } from "./reset-token";

const call = (path: `/${string}`, body: Record<string, unknown>) =>
  callFromForm("auth.reset", path, body);
const refusal = (result: { status: number; code: string | null }) =>
  refusalMessage("auth.reset", result);

/**
 * "Forgot password?": asks Better Auth to mail a reset link. The answer is the same whether or not
 * the address has an account (decision 0066); the mail speaks the page's language.
 */
export async function requestPasswordReset(
  _previous: AuthFormState,
  formData: FormData,
): Promise<AuthFormState> {
  const [t, tAuth, inLocale] = await Promise.all([
    getTranslations("Mail"),
    getTranslations("Auth"),
    getLocalePath(),
  ]);
  // The arguments come from the request body and may be forged: anything but a form is refused.
  if (!(formData instanceof FormData))
    return { fieldErrors: {}, formError: tAuth("requestRefused"), values: {} };
  const typed = formData.get("email");
  const values = { email: typeof typed === "string" ? typed.trim().slice(0, 254) : undefined };
  const email = emailSchema.safeParse(typed);
  if (!email.success) {
    const key = email.error.issues[0]!.message as "emailRequired" | "emailInvalid";
    return { fieldErrors: { email: tAuth(key) }, formError: null, values };
  }
  const redirectTo = new URL(inLocale("/reset-password"), getEnv().siteUrl).toString();
  const result = await call("/request-password-reset", { email: email.data, redirectTo });
  if (!result.ok) return { fieldErrors: {}, formError: await refusal(result), values };
  return {
    fieldErrors: {},
    formError: null,
    values: {},
    notice: t("forgotSent", { minutes: RESET_LINK_MINUTES }),
  };
}

const PASSWORD_CODES = new Map<
  string,
  "passwordTooCommon" | "passwordTooShort" | "passwordTooLong"
>([
  ["PASSWORD_TOO_COMMON", "passwordTooCommon"],
  ["PASSWORD_TOO_SHORT", "passwordTooShort"],
  ["PASSWORD_TOO_LONG", "passwordTooLong"],
]);

/** The reset link's form: a new password under the registration's rules, then log in again. */
export async function resetPassword(
  _previous: AuthFormState,
  formData: FormData,
): Promise<AuthFormState> {
  const [t, tAuth] = await Promise.all([getTranslations("Mail"), getTranslations("Auth")]);
  const invalid = t("resetInvalid", { minutes: RESET_LINK_MINUTES });
  if (!(formData instanceof FormData)) return { fieldErrors: {}, formError: invalid, values: {} };
  const token = formData.get("token");
  if (typeof token !== "string" || !RESET_TOKEN.test(token)) {
    return { fieldErrors: {}, formError: invalid, values: {} };
  }
  const password = newPasswordSchema.safeParse(formData.get("password"));
  if (!password.success) {
    const key = password.error.issues[0]!.message as "passwordRequired" | "passwordTooShort";
    return { fieldErrors: { password: tAuth(key, AUTH_LIMITS) }, formError: null, values: {} };
  }
  const result = await call("/reset-password", { token, newPassword: password.data });
  if (result.ok) return redirectInLocale("/login?done=reset");
  const passwordKey = result.code === null ? undefined : PASSWORD_CODES.get(result.code);
  if (passwordKey) {
    return {
      fieldErrors: { password: tAuth(passwordKey, AUTH_LIMITS) },
      formError: null,
      values: {},
    };
  }
  if (result.code === "INVALID_TOKEN") return { fieldErrors: {}, formError: invalid, values: {} };
  return { fieldErrors: {}, formError: await refusal(result), values: {} };
}
