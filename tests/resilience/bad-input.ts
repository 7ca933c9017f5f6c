import fc from "fast-check";
import { ACTION_INPUTS, FORM_INPUTS, URL_INPUTS } from "../support/hostile-inputs";
import { SCREENS } from "../support/screens";
import {
  ACTIONS,
  callServerAction,
  signInForCookie,
  signUpForCookie,
} from "../support/server-action";
import { WORKSPACE_ACTIONS, workspaceActionId } from "../support/workspace-actions";
import { RESILIENCE_ADMIN } from "./app-server";
import { check, figure, section } from "./report";

/** Hostile values: payloads people try, odd unicode, empty, huge; raw or percent-encoded. */
const PAYLOADS = [
  "",
  " ",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "'; DROP TABLE lectures; --",
  "1 OR 1=1",
  '" onmouseover="alert(1)',
  "<script>alert(document.cookie)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "//evil.example",
  "\u0000",
  "\u202e\u0646\u0627\u0645",
  "پڑھائی",
  "😀".repeat(500),
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "__proto__",
  "constructor",
  "{{7*7}}",
  "${7*7}",
];

export const hostile: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ minLength: 3000, maxLength: 9000 }),
);

// Percent-encoding of the UTF-8 bytes: a lone surrogate becomes U+FFFD instead of throwing.
const encode = (value: string) =>
  [...Buffer.from(value, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

/** A value as it lands in a URL: properly encoded, or raw, malformed escapes included. */
const inUrl: fc.Arbitrary<string> = fc.oneof(
  hostile.map(encode),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%C0%AE%C0%AE", "..", "%00", "%2F", "a/../../b"),
);

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);

async function status(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, {
    ...init,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Every route parameter, query string and form gets hostile values: never a 5xx. */
export async function badInputTest(url: string): Promise<void> {
  section(`bad input: ${RUNS} hostile values per route parameter, query string and form`);
  let requests = 0;
  for (const input of URL_INPUTS) {
    const failure = await fc
      .check(
        fc.asyncProperty(inUrl, async (value) => {
          requests += 1;
          return (await status(`${url}${input.url(value)}`)) < 500;
        }),
        { numRuns: RUNS },
      )
      .then((details) => (details.failed ? fc.defaultReportMessage(details) : undefined));
    check(`bad input: ${input.name} never answers 5xx`, !failure, failure?.split("\n")[0]);
  }

  const acceptedNames: { name: string; cookie: string }[] = [];
  for (const form of FORM_INPUTS) {
    const failure = await fc
      .check(
        fc.asyncProperty(hostile, async (value) => {
          requests += 1;
          const response = await fetch(`${url}${form.path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: url },
            body: JSON.stringify(form.body(value)),
            signal: AbortSignal.timeout(30_000),
          });
          const cookie = response.headers.get("set-cookie");
          await response.arrayBuffer();
          if (response.status === 200 && cookie && value.includes("<")) {
            acceptedNames.push({ name: value, cookie: cookie.split(";")[0]! });
          }
          return response.status < 500;
        }),
        { numRuns: RUNS },
      )
      .then((details) => (details.failed ? fc.defaultReportMessage(details) : undefined));
    check(`bad input: form "${form.name}" never answers 5xx`, !failure, failure?.split("\n")[0]);
  }

  const student = await signUpForCookie(url, `fuzz-actions-${process.pid}@example.com`);
  // Registered before the server started, an admin by ADMIN_EMAILS at its start: the workspace's
  // actions reach their validation.
  const admin = await signInForCookie(url, RESILIENCE_ADMIN.email, RESILIENCE_ADMIN.password);
  for (const input of ACTION_INPUTS) {
    const actionId =
      input.action in ACTIONS
        ? ACTIONS[input.action as keyof typeof ACTIONS]()
        : workspaceActionId(input.action as Parameters<typeof workspaceActionId>[0]);
    const cookie =
      input.signedIn === "admin" ? admin.cookie : input.signedIn ? student.cookie : undefined;
    const failure = await fc
      .check(
        fc.asyncProperty(hostile, async (value) => {
          requests += 1;
          const { status } = await callServerAction({
            url,
            path: input.path,
            actionId,
            args: input.args(value),
            cookie,
            // A new client address each time, so the newsletter's rate limit lets values through.
            headers: { "X-Forwarded-For": `10.9.${(requests >> 8) & 255}.${requests & 255}` },
          });
          return status < 500;
        }),
        { numRuns: RUNS },
      )
      .then((details) => (details.failed ? fc.defaultReportMessage(details) : undefined));
    check(`bad input: action "${input.name}" never answers 5xx`, !failure, failure?.split("\n")[0]);
  }

  // Whatever was stored must not break a page: every screen still renders for that student,
  // and the value appears escaped, never as live markup.
  const stored = acceptedNames.slice(0, 5);
  let broken = 0;
  for (const { name, cookie } of stored) {
    for (const screen of SCREENS) {
      const response = await fetch(`${url}${screen.path}`, { headers: { Cookie: cookie } });
      // Inside the RSC payload scripts the value is a JSON string React keeps from closing the
      // script; anywhere else in the page it must appear escaped.
      const markup = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
      requests += 1;
      if (response.status !== screen.status || markup.includes(name)) broken += 1;
    }
  }
  // The workspace stored hostile lecture names, update titles, contents and tags: every public
  // screen still answers as it should for a visitor, and shows no payload as live markup.
  let brokenForVisitors = 0;
  for (const screen of SCREENS) {
    const response = await fetch(`${url}${screen.path}`);
    const markup = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    requests += 1;
    if (response.status !== screen.status || /<script>alert|<img src=x onerror/i.test(markup)) {
      brokenForVisitors += 1;
    }
  }
  figure("requests sent", requests);
  figure("hostile names stored, then viewed on every screen", stored.length);
  figure("workspace actions swept (as an admin)", WORKSPACE_ACTIONS.length);
  check("bad input: stored hostile values break no page", broken === 0, `${broken} broken`);
  check(
    "bad input: content stored through the workspace breaks no public page",
    brokenForVisitors === 0,
    `${brokenForVisitors} broken`,
  );
}
