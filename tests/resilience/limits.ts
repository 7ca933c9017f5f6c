import { readFileSync } from "node:fs";
import { ACTIONS, callServerAction } from "../support/server-action";
import type { AppServer } from "./app-server";
import { check, figure, section } from "./report";
import { fetchFrom } from "./source-address";

/**
 * The rate limits as an attacker meets them, against two production servers on one PostgreSQL
 * database with the limits on: every request comes from its own loopback address (its socket
 * address, the only one believed), and 127.0.0.9 is the one trusted proxy (TRUSTED_PROXIES).
 */

export const TRUSTED_PROXY = "127.0.0.9";
const PASSWORD = "Limits-Pass-2026";
const WRONG = "not-the-password";
const TOO_MANY = "Too many attempts. Please wait a moment, then try again.";
const ACCOUNT_THROTTLED =
  "Too many wrong passwords for this account. Please wait 15 minutes, then try again.";

let accounts = 0;

/** A new student, signed up from an address of its own (sign-ups are limited per address too). */
async function newAccount(server: AppServer): Promise<string> {
  accounts += 1;
  const email = `limits-${process.pid}-${accounts}@example.com`;
  const response = await fetchFrom(`127.0.2.${accounts}`)(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ name: `Limits ${accounts}`, email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Sign-up failed with ${response.status}`);
  return email;
}

type Attempt = { server: AppServer; from: string; email: string; password: string };

/** A sign-in straight to the API; resolves with its status (and message when refused). */
async function apiSignIn(attempt: Attempt, forwardedFor?: string) {
  const response = await fetchFrom(attempt.from)(`${attempt.server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: attempt.server.url,
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    },
    body: JSON.stringify({ email: attempt.email, password: attempt.password }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message };
}

/** A sign-in through the /login form's server action: the message the form shows, or "in". */
async function formSignIn(attempt: Attempt): Promise<string> {
  const form = new FormData();
  form.set("email", attempt.email);
  form.set("password", attempt.password);
  form.set("next", "/");
  const { status, result } = await callServerAction({
    url: attempt.server.url,
    path: "/login",
    actionId: ACTIONS.login(),
    args: [{ fieldErrors: {}, formError: null, values: {} }, form],
    fetch: fetchFrom(attempt.from),
  });
  const formError = (result as { formError?: string | null } | undefined)?.formError;
  return formError ?? (status < 400 ? "in" : `status ${status}`);
}

async function subscribe(server: AppServer, from: string, forwardedFor: string, n: number) {
  const form = new FormData();
  form.set("email", `limits-news-${process.pid}-${n}@example.com`);
  const { result } = await callServerAction({
    url: server.url,
    path: "/",
    actionId: ACTIONS.subscribeToNewsletter(),
    args: [{ status: "idle" }, form],
    headers: { "X-Forwarded-For": forwardedFor },
    fetch: fetchFrom(from),
  });
  return (result as { status?: string } | undefined)?.status;
}

type LogLine = { event?: string; path?: string; client?: string; message?: string };

function logLines(server: AppServer): { lines: LogLine[]; text: string[] } {
  const text = readFileSync(server.logFile, "utf8").split("\n");
  const lines = text.map((line) => {
    try {
      return JSON.parse(line) as LogLine;
    } catch {
      return {};
    }
  });
  return { lines, text };
}

export async function limitsTest([a, b]: [AppServer, AppServer]): Promise<void> {
  section("rate limits: two servers on one PostgreSQL, limits on, one trusted proxy");
  const as = (server: AppServer, from: string, email: string, password: string) => ({
    server,
    from,
    email,
    password,
  });

  let email = await newAccount(a);
  const rotating = [];
  for (let i = 0; i < 3; i += 1) {
    rotating.push((await apiSignIn(as(a, "127.0.0.2", email, WRONG), `10.${i}.0.1`)).status);
  }
  rotating.push((await apiSignIn(as(a, "127.0.0.2", email, PASSWORD), "10.9.9.9")).status);
  figure("rotating X-Forwarded-For, 3 wrong then the right password", rotating.join(", "));
  check("limits: a new X-Forwarded-For each time is still limited", rotating[3] === 429);

  email = await newAccount(a);
  const mixed = [
    (await apiSignIn(as(a, "127.0.0.3", email, WRONG))).status,
    await formSignIn(as(a, "127.0.0.3", email, WRONG)),
    (await apiSignIn(as(a, "127.0.0.3", email, WRONG))).status,
    await formSignIn(as(a, "127.0.0.3", email, PASSWORD)),
    (await apiSignIn(as(a, "127.0.0.3", email, PASSWORD))).status,
  ];
  figure("API, form, API wrong; then form and API right", mixed.join(" | "));
  check("limits: the form and the API share one limit", mixed[3] === TOO_MANY && mixed[4] === 429);

  email = await newAccount(b);
  const across = [];
  for (const [server, password] of [
    [a, WRONG],
    [b, WRONG],
    [a, WRONG],
    [b, PASSWORD],
  ] as const) {
    across.push((await apiSignIn(as(server, "127.0.0.4", email, password))).status);
  }
  figure("servers A, B, A wrong; B right", across.join(", "));
  check("limits: two servers on one PostgreSQL share the limit", across[3] === 429);

  email = await newAccount(a);
  const proxied = [];
  for (let i = 1; i <= 3; i += 1) {
    const chain = `${i}.${i}.${i}.${i}, 203.0.113.5`;
    proxied.push((await apiSignIn(as(a, TRUSTED_PROXY, email, WRONG), chain)).status);
  }
  const sameClient = await apiSignIn(as(a, TRUSTED_PROXY, email, PASSWORD), "203.0.113.5");
  const otherClient = await apiSignIn(as(a, TRUSTED_PROXY, email, PASSWORD), "203.0.113.6");
  figure(
    "through the trusted proxy",
    `${proxied.join(", ")}, ${sameClient.status}, other client ${otherClient.status}`,
  );
  check(
    "limits: behind a trusted proxy, the right-most untrusted address is the client",
    sameClient.status === 429 && otherClient.status === 200,
  );

  email = await newAccount(a);
  const failures = [];
  for (let i = 1; i <= 10; i += 1) {
    const server = i % 2 === 0 ? b : a;
    failures.push((await apiSignIn(as(server, `127.0.1.${i}`, email, WRONG))).status);
  }
  const locked = await apiSignIn(as(b, "127.0.1.11", email, PASSWORD));
  const lockedForm = await formSignIn(as(a, "127.0.1.12", email, PASSWORD));
  figure(
    "10 wrong passwords from 10 addresses, then the right one",
    `${locked.status}: ${locked.message}`,
  );
  check(
    "limits: an account is refused after 10 wrong passwords, whatever the addresses",
    failures.every((s) => s === 401) && locked.status === 429 && lockedForm === ACCOUNT_THROTTLED,
    lockedForm,
  );

  const news = [];
  for (let n = 1; n <= 6; n += 1) {
    news.push(await subscribe(n % 2 === 0 ? b : a, "127.0.0.5", `10.1.0.${n}`, n));
  }
  figure("newsletter, 6 attempts over both servers", news.join(", "));
  check(
    "limits: the newsletter limit holds over both servers and a rotating X-Forwarded-For",
    news.slice(0, 5).every((s) => s === "subscribed") && news[5] === "rate-limited",
  );

  const { lines, text } = logLines(a);
  const clients = new Set(
    lines
      .filter((l) => l.event === "http.request" && l.path === "/api/auth/sign-in/email")
      .map((l) => l.client),
  );
  figure("client addresses in server A's request log", [...clients].join(", "));
  check(
    "limits: the request log names the same client the limits count",
    clients.has("127.0.0.2") &&
      clients.has("203.0.113.5") &&
      ![...clients].some((c) => /^(10|1|2|3)\./.test(c ?? "")),
  );

  const ready = text.findIndex((line) => line.startsWith("Parhai is ready"));
  const migrated = lines.findIndex((l) => l.event === "db.migrated");
  const demo = lines.findIndex((l) => l.event === "content.demo_loaded");
  check(
    'several servers: "ready" is logged after the migrations and the demo content',
    migrated >= 0 && demo > migrated && ready > demo,
    `migrated at line ${migrated + 1}, demo at ${demo + 1}, ready at ${ready + 1}`,
  );
  const umask = /^Umask:\s*(\d+)/m.exec(readFileSync(`/proc/${a.pid}/status`, "utf8"))?.[1];
  check("private files: the server runs with umask 077", umask === "0077", `umask ${umask}`);
}
