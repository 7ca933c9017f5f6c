"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getLocalePath, redirectInLocale } from "@/server/i18n/locale";
import { log } from "@/server/log";
import { callFromForm } from "./form-calls";
import {
  AUTH_LIMITS,
  failureFromAuthResponse,
  nextPathSchema,
  parseLoginForm,
  parseRegisterForm,
  type AuthFailure,
  type AuthFormState,
} from "./forms";

async function toFormState(
  failure: AuthFailure,
  values: AuthFormState["values"],
): Promise<AuthFormState> {
  const t = await getTranslations("Auth");
  const fieldErrors: AuthFormState["fieldErrors"] = {};
  for (const [field, key] of Object.entries(failure.fieldErrors)) {
    fieldErrors[field as keyof typeof fieldErrors] = t(key, AUTH_LIMITS);
  }
  const formError = failure.formError && t(failure.formError, AUTH_LIMITS);
  const state: AuthFormState = { fieldErrors, formError, values };
  if (failure.fieldErrors.email === "emailTaken") state.emailTaken = true;
  return state;
}

/** The arguments come from the request body and may be forged: anything but a form is refused. */
async function refusedRequest(): Promise<AuthFormState> {
  const t = await getTranslations("Auth");
  return { fieldErrors: {}, formError: t("requestRefused"), values: {} };
}

function text(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim().slice(0, 254) : undefined;
}

function logFailure(event: string, result: { status: number; code: string | null }) {
  log(result.status === 429 ? "warn" : "info", event, { status: result.status, code: result.code });
}

export async function register(
  _previous: AuthFormState,
  formData: FormData,
): Promise<AuthFormState> {
  if (!(formData instanceof FormData)) return refusedRequest();
  const values = { name: text(formData, "name"), email: text(formData, "email") };
  const parsed = parseRegisterForm(formData);
  if (!parsed.ok) return toFormState(parsed.failure, values);
  // The confirmation mail's link leads to My learning, in this page's language (decision 0066).
  const inLocale = await getLocalePath();
  const callbackURL = inLocale("/student-portal?verified=1");
  const result = await callFromForm("auth.register", "/sign-up/email", {
    ...parsed.data,
    callbackURL,
  });
  if (!result.ok) {
    logFailure("auth.register_refused", result);
    return toFormState(failureFromAuthResponse("register", result.status, result.code), values);
  }
  return redirectInLocale(nextPathSchema.parse(formData.get("next")));
}

export async function login(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  if (!(formData instanceof FormData)) return refusedRequest();
  const values = { email: text(formData, "email") };
  const parsed = parseLoginForm(formData);
  if (!parsed.ok) return toFormState(parsed.failure, values);
  const result = await callFromForm("auth.login", "/sign-in/email", parsed.data);
  if (!result.ok) {
    logFailure("auth.login_refused", result);
    return toFormState(failureFromAuthResponse("login", result.status, result.code), values);
  }
  return redirectInLocale(nextPathSchema.parse(formData.get("next")));
}

export async function logout(): Promise<void> {
  const result = await callFromForm("auth.logout", "/sign-out", {});
  if (!result.ok) logFailure("auth.logout_refused", result);
  await redirectInLocale("/");
}

const socialSignInAnswer = z.object({ url: z.url({ protocol: /^https$/ }) });

/** Starts Google sign-in with a plain form post, so it works without JavaScript too. */
export async function signInWithGoogle(formData: FormData): Promise<void> {
  const inLocale = await getLocalePath();
  const asked = formData instanceof FormData ? formData.get("next") : null;
  const next = inLocale(nextPathSchema.parse(asked));
  const failed = inLocale(`/login?${new URLSearchParams({ error: "google", next })}`);
  const result = await callFromForm("auth.google", "/sign-in/social", {
    provider: "google",
    callbackURL: next,
    newUserCallbackURL: next,
    errorCallbackURL: failed,
    disableRedirect: true,
  });
  const answer = result.ok ? socialSignInAnswer.safeParse(result.body) : null;
  if (!answer?.success) {
    if (!result.ok) logFailure("auth.google_refused", result);
    redirect(failed);
  }
  redirect(answer.data.url);
}
