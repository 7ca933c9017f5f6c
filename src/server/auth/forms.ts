import { z } from "zod";
import { collapseSpaces, hasInvisibleCharacters } from "@/lib/invisible-characters";
import { safeNextPath } from "@/lib/safe-url";
import {
  EMAIL_MAX_LENGTH,
  FAILED_SIGN_IN_WINDOW_MINUTES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./limits";

// Pure: what the sign-in forms accept and what each failure tells the student. The messages are
// keys of the "Auth" namespace in messages/en.json; the server action translates them. Better
// Auth's hooks (account-rules.ts) hold API requests to the same field schemas.

/** The limits, also as the values the messages name ({min}, {max}, {nameMax}, ...). */
export const AUTH_LIMITS = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  throttleMinutes: FAILED_SIGN_IN_WINDOW_MINUTES,
} as const;

export type AuthField = "name" | "email" | "password" | "currentPassword";

export const AUTH_MESSAGE_KEYS = [
  "nameRequired",
  "nameTooLong",
  "nameInvisible",
  "emailRequired",
  "emailInvalid",
  "emailTaken",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "passwordTooCommon",
  "wrongCredentials",
  "tooManyAttempts",
  "tooManyFailedSignIns",
  "requestRefused",
  "unexpected",
] as const;

export type AuthMessageKey = (typeof AUTH_MESSAGE_KEYS)[number];

export type AuthFailure = {
  fieldErrors: Partial<Record<AuthField, AuthMessageKey>>;
  formError: AuthMessageKey | null;
};

/** What the form shows after a failed attempt. The password is never sent back. */
export type AuthFormState = {
  fieldErrors: Partial<Record<AuthField, string>>;
  formError: string | null;
  values: Partial<Record<Exclude<AuthField, "password" | "currentPassword">, string>>;
  /** The address has an account: the email's message links "Log in instead" to /login. */
  emailTaken?: true;
  /** What went right (a reset link sent), shown above the form. */
  notice?: string;
};

/** An email address as stored: trimmed, lower case, at most 254 characters. */
export const emailSchema = z
  .string({ error: "emailRequired" })
  .trim()
  .toLowerCase()
  .min(1, "emailRequired")
  .max(EMAIL_MAX_LENGTH, "emailInvalid")
  .pipe(z.email({ error: "emailInvalid" }));

/**
 * A person's name as stored: trimmed, without invisible characters (decision 0050), spaces
 * collapsed, 1 to 80 characters. The register form and Better Auth's API (account-rules.ts) both
 * hold names to it.
 */
export const nameSchema = z
  .string({ error: "nameRequired" })
  .trim()
  .refine((name) => !hasInvisibleCharacters(name), "nameInvisible")
  .transform(collapseSpaces)
  .pipe(z.string().min(1, "nameRequired").max(NAME_MAX_LENGTH, "nameTooLong"));

/** A new password (not trimmed: spaces are part of a password). Common ones are refused apart,
 *  on the server only (common-passwords.ts), to keep the list out of the browser's bundle. */
export const newPasswordSchema = z
  .string({ error: "passwordRequired" })
  .min(1, "passwordRequired")
  .min(PASSWORD_MIN_LENGTH, "passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "passwordTooLong");

const email = emailSchema;

const registerSchema = z.object({ name: nameSchema, email, password: newPasswordSchema });

const loginSchema = z.object({
  email,
  password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired"),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

type Parsed<T> = { ok: true; data: T } | { ok: false; failure: AuthFailure };

function fieldsOf(formData: FormData, names: readonly AuthField[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, formData.get(name) ?? undefined]));
}

function parseWith<T>(schema: z.ZodType<T>, input: Record<string, unknown>): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: AuthFailure["fieldErrors"] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AuthField;
    // The first problem of a field is the one worth fixing first.
    fieldErrors[field] ??= issue.message as AuthMessageKey;
  }
  return { ok: false, failure: { fieldErrors, formError: null } };
}

export function parseRegisterForm(formData: FormData): Parsed<RegisterInput> {
  return parseWith(registerSchema, fieldsOf(formData, ["name", "email", "password"]));
}

export function parseLoginForm(formData: FormData): Parsed<LoginInput> {
  const parsed = parseWith(loginSchema, fieldsOf(formData, ["email", "password"]));
  // No account can have a longer password; answer as for any wrong one, without hashing it.
  if (parsed.ok && parsed.data.password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, failure: { fieldErrors: {}, formError: "wrongCredentials" } };
  }
  return parsed;
}

/** The ?next= value (search param or hidden field): a path on this site, otherwise "/". */
export const nextPathSchema = z.unknown().transform(safeNextPath);

/**
 * Our Better Auth hooks (account-rules.ts) answer with a code made from the form's message key
 * ("passwordTooCommon" is PASSWORD_TOO_COMMON), so the form shows the same words for them.
 */
export function codeForMessageKey(key: AuthMessageKey): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

const KEY_FOR_CODE = new Map<string, AuthMessageKey>(
  AUTH_MESSAGE_KEYS.map((key) => [codeForMessageKey(key), key]),
);
// Better Auth's own codes for what our schema names otherwise.
KEY_FOR_CODE.set("INVALID_EMAIL", "emailInvalid");
KEY_FOR_CODE.set("USER_ALREADY_EXISTS", "emailTaken");
KEY_FOR_CODE.set("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "emailTaken");

const FIELDS: readonly AuthField[] = ["name", "email", "password"];

/** Turns Better Auth's answer to a sign-up or sign-in into what the student reads. */
export function failureFromAuthResponse(
  kind: "register" | "login",
  status: number,
  code: string | null,
): AuthFailure {
  const form = (formError: AuthMessageKey): AuthFailure => ({ fieldErrors: {}, formError });
  const key = code === null ? undefined : KEY_FOR_CODE.get(code);
  if (status === 429) return form(key === "tooManyFailedSignIns" ? key : "tooManyAttempts");
  if (status === 403) return form("requestRefused");
  if (kind === "login") {
    // One message for an unknown address and a wrong password: never say which was wrong.
    return status === 400 || status === 401 ? form("wrongCredentials") : form("unexpected");
  }
  const field = FIELDS.find((name) => key?.startsWith(name));
  if (key && field) return { fieldErrors: { [field]: key }, formError: null };
  return form("unexpected");
}
