// The bounds of what a student types into the account forms. Written once: the forms' schema
// (forms.ts), Better Auth's hooks and the database's CHECK constraints (db/schema/accounts.ts) all use them.
// No imports, so drizzle-kit can load the schema that uses it.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** Failed sign-ins per account (whatever the address) before it is refused for the window. */
export const FAILED_SIGN_INS_PER_ACCOUNT = 10;
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;
