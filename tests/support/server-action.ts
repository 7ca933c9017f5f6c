import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Calls a server action over HTTP the way the browser does, so tests (e2e, resilience) can drive
 * the real action of a production build without a browser: POST to a page URL with the action id
 * in the Next-Action header and the arguments encoded as React's encodeReply encodes them.
 */

type ManifestEntry = { filename?: string; exportedName?: string };

/** The id Next.js gave an exported server action in the production build in `.next`. */
export function serverActionId(filename: string, exportedName: string, distDir = ".next"): string {
  const file = path.join(distDir, "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, ManifestEntry>;
  };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === filename && entry.exportedName === exportedName,
  );
  if (!found) throw new Error(`No server action ${exportedName} from ${filename} in ${file}`);
  return found[0];
}

export type ActionCall = {
  /** The server's origin, e.g. http://127.0.0.1:3100. */
  url: string;
  /** A page whose bundle holds the action (where the browser would post it). */
  path: string;
  actionId: string;
  /** The action's arguments. A FormData among them is sent the way React sends one. */
  args: unknown[];
  /** "name=value" of the session cookie, if any. */
  cookie?: string;
  /** Defaults to the server's own origin, as a browser on the site sends. */
  origin?: string;
  headers?: Record<string, string>;
  /** What sends it; e.g. a fetch bound to a source address (tests/resilience/source-address.ts). */
  fetch?: typeof fetch;
  /** How long to wait for the answer (30 s unless given). */
  timeoutMs?: number;
};

export type ActionResponse = {
  status: number;
  /** The action's return value, decoded from the RSC answer; undefined when there was none. */
  result: unknown;
};

/** A value as encodeReply writes it: "$" opens a reference, so strings starting with one are
 *  escaped as "$$..."; numbers JSON cannot hold are "$NaN", "$Infinity", "$-Infinity". */
function toModel(value: unknown): unknown {
  if (typeof value === "string") return value.startsWith("$") ? `$${value}` : value;
  if (typeof value === "number" && !Number.isFinite(value)) {
    return Number.isNaN(value) ? "$NaN" : value > 0 ? "$Infinity" : "$-Infinity";
  }
  if (Array.isArray(value)) return value.map(toModel);
  if (value && typeof value === "object" && !(value instanceof FormData)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toModel(v)]));
  }
  return value;
}

/**
 * encodeReply: plain JSON as text when there is no FormData; otherwise multipart, where part "0"
 * holds the arguments and each FormData becomes "$K<n>" with its fields under "_<n>_<field>"
 * (what Chromium sends for the newsletter form).
 */
function encodeArgs(args: unknown[]): { body: string | FormData; type?: string } {
  if (!args.some((arg) => arg instanceof FormData)) {
    return { body: JSON.stringify(toModel(args)), type: "text/plain;charset=UTF-8" };
  }
  const body = new FormData();
  let next = 1;
  const model = args.map((arg) => {
    if (!(arg instanceof FormData)) return toModel(arg);
    const id = next++;
    arg.forEach((value, key) => body.append(`_${id.toString(16)}_${key}`, value));
    return `$K${id.toString(16)}`;
  });
  body.set("0", JSON.stringify(model));
  return { body };
}

/**
 * Reads the action's value out of an RSC answer: rows "<hex id>:<json>\n", row 0 is {a: value}.
 * A text row ("<id>:T<hex byte length>,<text>", for example a quiz's rendered mathematics) has no
 * line end: the next row follows its last byte.
 */
export function decodeActionResult(flight: string): unknown {
  const bytes = Buffer.from(flight, "utf8");
  const rows = new Map<string, unknown>();
  const texts = new Map<string, string>();
  for (let at = 0; at < bytes.length;) {
    const colon = bytes.indexOf(":", at);
    if (colon < 0) break;
    // A line without a colon is no row: the id is what follows the last line end before it.
    const id = bytes.toString("utf8", Math.max(at, bytes.lastIndexOf("\n", colon) + 1), colon);
    const comma = bytes.indexOf(",", colon);
    const textLength = /^T([0-9a-f]+)$/.exec(bytes.toString("utf8", colon + 1, comma));
    if (/^[0-9a-f]+$/.test(id) && comma > 0 && textLength) {
      at = comma + 1 + parseInt(textLength[1]!, 16);
      texts.set(id, bytes.toString("utf8", comma + 1, at));
      continue;
    }
    const end = bytes.indexOf("\n", colon) < 0 ? bytes.length : bytes.indexOf("\n", colon);
    try {
      rows.set(id, JSON.parse(bytes.toString("utf8", colon + 1, end)));
    } catch {
      // A row of another kind (hints, errors): not part of a plain value.
    }
    at = end + 1;
  }
  const resolve = (value: unknown): unknown => {
    if (typeof value === "string") {
      const reference = /^\$@?([0-9a-f]+)$/.exec(value);
      if (reference) return texts.get(reference[1]!) ?? resolve(rows.get(reference[1]!));
      return value.startsWith("$$") ? value.slice(1) : value;
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    }
    return value;
  };
  const root = rows.get("0") as { a?: unknown } | undefined;
  return root && "a" in root ? resolve(root.a) : undefined;
}

export async function callServerAction(call: ActionCall): Promise<ActionResponse> {
  const { body, type } = encodeArgs(call.args);
  const response = await (call.fetch ?? fetch)(`${call.url}${call.path}`, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(call.timeoutMs ?? 30_000),
    headers: {
      Accept: "text/x-component",
      "Next-Action": call.actionId,
      Origin: call.origin ?? call.url,
      ...(type ? { "Content-Type": type } : {}),
      ...(call.cookie ? { Cookie: call.cookie } : {}),
      ...call.headers,
    },
    body,
  });
  const text = await response.text();
  const isFlight = response.headers.get("content-type")?.startsWith("text/x-component");
  return { status: response.status, result: isFlight ? decodeActionResult(text) : undefined };
}

/** The lecture rating action (src/server/lectures/actions.ts), the newsletter and the login form. */
export const ACTIONS = {
  login: () => serverActionId("src/server/auth/actions.ts", "login"),
  saveLectureRating: () => serverActionId("src/server/lectures/actions.ts", "saveLectureRating"),
  subscribeToNewsletter: () =>
    serverActionId("src/server/newsletter/actions.ts", "subscribeToNewsletter"),
  requestPasswordReset: () =>
    serverActionId("src/server/auth/reset-actions.ts", "requestPasswordReset"),
  resetPassword: () => serverActionId("src/server/auth/reset-actions.ts", "resetPassword"),
  confirmSubscriptionForm: () =>
    serverActionId("src/server/newsletter/link-actions.ts", "confirmSubscriptionForm"),
  unsubscribeForm: () => serverActionId("src/server/newsletter/link-actions.ts", "unsubscribeForm"),
  sendContactMessage: () =>
    serverActionId("src/server/pages/contact-actions.ts", "sendContactMessage"),
  submitQuiz: () => serverActionId("src/server/quiz/actions.ts", "submitQuiz"),
  mockAction: () => serverActionId("src/server/quiz/mock-actions.ts", "mockAction"),
  saveMockAnswers: () => serverActionId("src/server/quiz/mock-actions.ts", "saveMockAnswers"),
};

/** The session of an answer of Better Auth's sign-up or sign-in: the account's id and cookie. */
async function sessionOf(response: Response, what: string) {
  const user = ((await response.json()) as { user?: { id?: string } }).user;
  const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
  if (response.status !== 200 || !user?.id || !cookie) {
    throw new Error(`${what} failed with ${response.status}`);
  }
  return { userId: user.id, cookie: cookie.split(";")[0]! };
}

function postToAuth(url: string, path: string, body: Record<string, string>) {
  return fetch(`${url}/api/auth/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(body),
  });
}

/** Signs a student up through Better Auth; resolves with the session cookie ("name=value"). */
export async function signUpForCookie(url: string, email: string, name = "Student") {
  const response = await postToAuth(url, "sign-up/email", {
    name,
    email,
    password: "Durable-Pass-1",
  });
  return sessionOf(response, `Sign-up of ${email}`);
}

/** Signs an existing account in (the password of signUpForCookie unless given): its cookie. */
export async function signInForCookie(url: string, email: string, password = "Durable-Pass-1") {
  return sessionOf(
    await postToAuth(url, "sign-in/email", { email, password }),
    `Sign-in of ${email}`,
  );
}
