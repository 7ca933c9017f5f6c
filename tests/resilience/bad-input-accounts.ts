import fc from "fast-check";
import { signUpForCookie } from "../support/server-action";
import { check, figure, section } from "./report";

/**
 * What the account API must refuse with a clear 4xx whoever sends it (the forms are not the only
 * way in): over-long and empty names, malformed addresses, common passwords; and forwarded
 * addresses of every shape, which must never break a request.
 */

type Case = {
  name: string;
  path: string;
  body: Record<string, unknown>;
  signedIn?: boolean;
  status: number;
  code: string;
  message?: RegExp;
};

let counter = 0;
const email = () => `bad-accounts-${process.pid}-${(counter += 1)}@example.com`;
const PASSWORD = "Durable-Pass-1";

const CASES: Case[] = [
  {
    name: "a 1,000,000-character name",
    path: "/api/auth/sign-up/email",
    body: { name: "n".repeat(1_000_000), email: email(), password: PASSWORD },
    status: 400,
    code: "NAME_TOO_LONG",
    message: /at most 80 characters/,
  },
  {
    name: "an 81-emoji name",
    path: "/api/auth/sign-up/email",
    body: { name: "😀".repeat(81), email: email(), password: PASSWORD },
    status: 400,
    code: "NAME_TOO_LONG",
  },
  {
    name: "a name of spaces",
    path: "/api/auth/sign-up/email",
    body: { name: "     ", email: email(), password: PASSWORD },
    status: 400,
    code: "NAME_REQUIRED",
  },
  {
    name: "a name that is not text",
    path: "/api/auth/sign-up/email",
    body: { name: { $gt: "" }, email: email(), password: PASSWORD },
    status: 400,
    code: "NAME_REQUIRED",
  },
  {
    name: "a 100,000-character email",
    path: "/api/auth/sign-up/email",
    body: { name: "Sana", email: `${"a".repeat(100_000)}@example.com`, password: PASSWORD },
    status: 400,
    code: "EMAIL_INVALID",
  },
  {
    name: "the password 12345678",
    path: "/api/auth/sign-up/email",
    body: { name: "Sana", email: email(), password: "12345678" },
    status: 400,
    code: "PASSWORD_TOO_COMMON",
    message: /one of the most common passwords/,
  },
  {
    name: "a common password in capitals",
    path: "/api/auth/sign-up/email",
    body: { name: "Sana", email: email(), password: "PASSWORD123" },
    status: 400,
    code: "PASSWORD_TOO_COMMON",
  },
  {
    name: "a name posing as another account, ending in no-break spaces and a right-to-left override",
    path: "/api/auth/sign-up/email",
    body: {
      name: "admin name <admin@example.pk>\u00a0\u00a0\u00a0\u202e",
      email: email(),
      password: PASSWORD,
    },
    status: 400,
    code: "NAME_INVISIBLE",
    message: /invisible character/,
  },
  {
    name: "a name in bidi isolates",
    path: "/api/auth/sign-up/email",
    body: { name: "\u2067Sana\u2069", email: email(), password: PASSWORD },
    status: 400,
    code: "NAME_INVISIBLE",
  },
  {
    name: "a name with a zero-width space",
    path: "/api/auth/sign-up/email",
    body: { name: "Sa\u200bna", email: email(), password: PASSWORD },
    status: 400,
    code: "NAME_INVISIBLE",
  },
  {
    name: "a right-to-left override through update-user",
    path: "/api/auth/update-user",
    body: { name: "Sana\u202eliame" },
    signedIn: true,
    status: 400,
    code: "NAME_INVISIBLE",
  },
  {
    name: "a long name through update-user",
    path: "/api/auth/update-user",
    body: { name: "u".repeat(100_000) },
    signedIn: true,
    status: 400,
    code: "NAME_TOO_LONG",
  },
];

const forwarded: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    ",",
    " , , ",
    "unknown",
    "1.2.3.4, garbage",
    "999.999.999.999",
    "::ffff:1.2.3.4",
    "[::1]:80",
    "1.2.3.4:5678",
    "2001:db8::1%eth0",
    "10.0.0.1, ".repeat(2000),
  ),
  // What a client can put in a header at all: tabs and printable ASCII.
  fc.stringMatching(/^[\t\x20-\x7e]{0,300}$/),
);

export async function badAccountInputTest(url: string, runs: number): Promise<void> {
  section("bad input: the account API refuses what the forms refuse");
  const student = await signUpForCookie(url, `bad-accounts-${process.pid}@example.com`);
  let refused = 0;
  for (const item of CASES) {
    const response = await fetch(`${url}${item.path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: url,
        ...(item.signedIn ? { Cookie: student.cookie } : {}),
      },
      body: JSON.stringify(item.body),
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const ok =
      response.status === item.status &&
      body.code === item.code &&
      Boolean(body.message) &&
      (!item.message || item.message.test(body.message ?? ""));
    if (ok) refused += 1;
    check(
      `bad input: ${item.name} is refused with ${item.code} and a message`,
      ok,
      `${response.status} ${body.code}: ${body.message?.slice(0, 80)}`,
    );
  }
  figure("account requests refused as expected", `${refused} of ${CASES.length}`);

  const failure = await fc
    .check(
      fc.asyncProperty(forwarded, async (value) => {
        const statuses = await Promise.all(
          ["/", "/api/auth/sign-in/email"].map(async (path) => {
            const response = await fetch(`${url}${path}`, {
              method: path === "/" ? "GET" : "POST",
              headers: {
                "X-Forwarded-For": value,
                "Content-Type": "application/json",
                Origin: url,
              },
              body: path === "/" ? undefined : JSON.stringify({ email: email(), password: "x" }),
            });
            await response.arrayBuffer();
            return response.status;
          }),
        );
        return statuses.every((status) => status < 500);
      }),
      { numRuns: runs },
    )
    .then((details) => (details.failed ? fc.defaultReportMessage(details) : undefined));
  check(
    "bad input: any X-Forwarded-For never answers 5xx",
    !failure,
    failure?.split("\n").slice(0, 2).join(" "),
  );
}
