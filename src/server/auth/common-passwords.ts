/**
 * The passwords people use most, refused for new passwords (NIST SP 800-63B, 5.1.1.2): the
 * 49,000 most common from zxcvbn-ts's maintained list (frequency-ranked, from leaked password
 * sets), compared without regard to case. Server only: the list is about 380 KB, which no
 * student's phone should download; it is loaded on the first check.
 */

let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** How many passwords are refused (the README and the tests name it). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}
