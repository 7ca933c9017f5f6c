"use server";

import { getTranslations } from "next-intl/server";
import { redirectInLocale } from "@/server/i18n/locale";
import { callFromForm, refusalMessage } from "./form-calls";
import {
  AUTH_LIMITS,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  type AuthFormState,
} from "./forms";
import { readAccount } from "./account-read";
import { getCurrentUser } from "./session";

/*
 * My learning's account settings (decision 0067): each a plain form posting here, then through
 * Better Auth's own endpoints (update-user, change-password, delete-user), whose hooks hold the
 * same rules as registration.
 */

type State = AuthFormState;
const EMPTY: State = { fieldErrors: {}, formError: null, values: {} };

const call = (path: `/${string}`, body: Record<string, unknown>) =>
  callFromForm("account.settings", path, body);

async function refused(result: { status: number; code: string | null }): Promise<State> {
  return { ...EMPTY, formError: await refusalMessage("account.settings", result) };
}

function isForm(value: unknown): value is FormData {
  return value instanceof FormData;
}

export async function changeName(_previous: State, formData: FormData): Promise<State> {
  const [t, tAuth] = await Promise.all([getTranslations("Account"), getTranslations("Auth")]);
  if (!isForm(formData) || !(await getCurrentUser()))
    return { ...EMPTY, formError: tAuth("requestRefused") };
  const typed = formData.get("name");
  const values = { name: typeof typed === "string" ? typed.slice(0, 200) : undefined };
  const name = nameSchema.safeParse(typed);
  if (!name.success) {
    const key = name.error.issues[0]!.message as "nameRequired";
    return { ...EMPTY, values, fieldErrors: { name: tAuth(key, AUTH_LIMITS) } };
  }
  const result = await call("/update-user", { name: name.data });
  if (!result.ok) return { ...(await refused(result)), values };
  return { ...EMPTY, values: { name: name.data }, notice: t("nameSaved") };
}

export async function changePassword(_previous: State, formData: FormData): Promise<State> {
  const [t, tAuth] = await Promise.all([getTranslations("Account"), getTranslations("Auth")]);
  if (!isForm(formData) || !(await getCurrentUser()))
    return { ...EMPTY, formError: tAuth("requestRefused") };
  const current = formData.get("currentPassword");
  if (typeof current !== "string" || current === "") {
    return { ...EMPTY, fieldErrors: { currentPassword: t("currentPasswordRequired") } };
  }
  const password = newPasswordSchema.safeParse(formData.get("password"));
  if (!password.success) {
    const key = password.error.issues[0]!.message as "passwordRequired";
    return { ...EMPTY, fieldErrors: { password: tAuth(key, AUTH_LIMITS) } };
  }
  const result = await call("/change-password", {
    currentPassword: current,
    newPassword: password.data,
    revokeOtherSessions: true,
  });
  if (result.ok) return { ...EMPTY, notice: t("passwordSaved") };
  if (result.code === "INVALID_PASSWORD") {
    return { ...EMPTY, fieldErrors: { currentPassword: t("currentPasswordWrong") } };
  }
  if (result.code === "PASSWORD_TOO_COMMON") {
    return { ...EMPTY, fieldErrors: { password: tAuth("passwordTooCommon") } };
  }
  if (result.code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
    return { ...EMPTY, formError: t("noPassword") };
  return refused(result);
}

/**
 * Deletes the signed-in account for good, once its address is typed as confirmation and, when it
 * has one, its password. Progress, ratings and sessions go with it (cascade); the audit log keeps
 * what the account did as staff, under its name and address (decision 0025).
 */
export async function deleteAccount(_previous: State, formData: FormData): Promise<State> {
  const [t, tAuth] = await Promise.all([getTranslations("Account"), getTranslations("Auth")]);
  const user = isForm(formData) ? await getCurrentUser() : null;
  if (!user) return { ...EMPTY, formError: tAuth("requestRefused") };
  const typed = emailSchema.safeParse(formData.get("email"));
  const account = await readAccount(user.id);
  if (!typed.success || typed.data !== account?.email) {
    return { ...EMPTY, fieldErrors: { email: t("deleteEmailMismatch") } };
  }
  const password = formData.get("password");
  if (account.hasPassword && (typeof password !== "string" || password === "")) {
    return { ...EMPTY, fieldErrors: { password: t("currentPasswordRequired") } };
  }
  const result = await call("/delete-user", account.hasPassword ? { password } : {});
  if (result.ok) return redirectInLocale("/");
  if (result.code === "INVALID_PASSWORD") {
    return { ...EMPTY, fieldErrors: { password: t("currentPasswordWrong") } };
  }
  if (result.code === "SESSION_EXPIRED") return { ...EMPTY, formError: t("deleteNeedsFreshLogin") };
  return refused(result);
}
