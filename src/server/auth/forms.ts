import { z } from "zod";
import { safeNextPath } from "@/lib/safe-url";

// Pure: what the sign-in forms accept and what each failure tells the student. The messages are
// keys of the "Auth" namespace in messages/en.json; the server action translates them.

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 80;
const EMAIL_MAX_LENGTH = 254;

/** The limits, also as the values the messages name ({min}, {max}, {nameMax}). */
export const AUTH_LIMITS = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
} as const;

export type AuthField = "name" | "email" | "password";

export const AUTH_MESSAGE_KEYS = [
  "nameRequired",
  "nameTooLong",
  "emailRequired",
  "emailInvalid",
  "emailTaken",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "wrongCredentials",
  "tooManyAttempts",
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
  values: Partial<Record<Exclude<AuthField, "password">, string>>;
};

const email = z
  .string({ error: "emailRequired" })
  .trim()
  .toLowerCase()
  .min(1, "emailRequired")
  .max(EMAIL_MAX_LENGTH, "emailInvalid")
  .pipe(z.email({ error: "emailInvalid" }));

const registerSchema = z.object({
  name: z
    .string({ error: "nameRequired" })
    .trim()
    .min(1, "nameRequired")
    .max(NAME_MAX_LENGTH, "nameTooLong"),
  email,
  // Not trimmed: spaces are part of a password.
  password: z
    .string({ error: "passwordRequired" })
    .min(1, "passwordRequired")
    .min(PASSWORD_MIN_LENGTH, "passwordTooShort")
    .max(PASSWORD_MAX_LENGTH, "passwordTooLong"),
});

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

const TAKEN_CODES = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

/** Turns Better Auth's answer to a sign-up or sign-in into what the student reads. */
export function failureFromAuthResponse(
  kind: "register" | "login",
  status: number,
  code: string | null,
): AuthFailure {
  const form = (formError: AuthMessageKey): AuthFailure => ({ fieldErrors: {}, formError });
  if (status === 429) return form("tooManyAttempts");
  if (status === 403) return form("requestRefused");
  if (kind === "login") {
    // One message for an unknown address and a wrong password: never say which was wrong.
    return status === 400 || status === 401 ? form("wrongCredentials") : form("unexpected");
  }
  if (code !== null && TAKEN_CODES.has(code))
    return { fieldErrors: { email: "emailTaken" }, formError: null };
  if (code === "INVALID_EMAIL") return { fieldErrors: { email: "emailInvalid" }, formError: null };
  if (code === "PASSWORD_TOO_SHORT")
    return { fieldErrors: { password: "passwordTooShort" }, formError: null };
  if (code === "PASSWORD_TOO_LONG")
    return { fieldErrors: { password: "passwordTooLong" }, formError: null };
  return form("unexpected");
}
