import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { SCREENS } from "../support/screens";
import { ACTIONS } from "../support/server-action";
import { hostile } from "./bad-input";
import { check, figure, section } from "./report";

/**
 * Requests no page serves (issue 21): methods nobody serves and writes from another site to any
 * path get a 4xx, never a 5xx. Server-action bodies React cannot decode get Next.js's own answer
 * (decision 0057): within the time limit, with nothing of the server's insides in it, and the
 * server goes on serving without growing.
 */

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const LECTURE = SCREENS.find((screen) => screen.name === "lecture player")!.path;
const PATHS = [...SCREENS.map((s) => s.path), "/api/auth/get-session", "/favicon.ico", "/demo/x"];

/** node:http, since fetch refuses TRACE. Resolves with the status and the body. */
function exchange(url: string, method: string, headers: Record<string, string>, body = "") {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
    req.end(body);
  });
}

async function send(url: string, method: string, headers: Record<string, string>, body = "") {
  return (await exchange(url, method, headers, body)).status;
}

/** What a framework's answer must not show: a stack, a path, an error's own message. */
const INSIDES = / at |node_modules|\/work\/|\/tmp\/|Error:|\.(?:ts|js|mjs):\d/;

/** An answer as Next.js may give a body it cannot decode: any status, nothing of its insides. */
async function framework(url: string, headers: Record<string, string>, body: string) {
  const { status, text } = await exchange(url, "POST", headers, body);
  return status > 0 && !INSIDES.test(text);
}

/** The server's resident memory in MB (Linux), to see it does not grow with the sweep. */
function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** What React's decoder reads as a reference, a plain word, or neither. */
const dollarWord = fc.oneof(
  fc.constantFrom("$1", "$@1", "$Q1", "$W1", "$F1", "$K1", "$h1", "$0:a:b", "$T", "$B1", "$R1"),
  fc.constantFrom("$undefined", "$NaN", "$-0", "$nX", "$n12", "$D", "$", "$$", "$K"),
  fc.string({ maxLength: 8 }).map((s) => `$${s}`),
);
const argumentValue = fc.oneof(dollarWord, fc.jsonValue({ maxDepth: 3 }), hostile);
/** An action's arguments as a client could write them: often a list, sometimes anything. */
const argumentsText = fc.oneof(
  fc.array(argumentValue, { maxLength: 4 }).map((list) => JSON.stringify(list)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  hostile,
  fc.integer({ min: 1, max: 200 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
);

// The last: a part header with a control character, which busboy refuses as malformed.
const FIELD_NAMES = [
  "0",
  "1",
  "$ACTION_REF_1",
  "$ACTION_1:0",
  "$ACTION_1:1",
  "_1_email",
  "x",
  "x\u000by",
];
/** A multipart body of chosen fields, sometimes cut short or with a wrong boundary. */
const multipartBody = fc
  .record({
    fields: fc.array(
      fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.oneof(argumentsText, dollarWord)),
      { maxLength: 4 },
    ),
    cut: fc.option(fc.nat(), { nil: undefined }),
    boundary: fc.constantFrom("xyz", "xyz", "other", ""),
  })
  .map(({ fields, cut, boundary }) => {
    const parts = fields.map(
      ([name, value]) =>
        `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const body = `${parts.join("")}--xyz--\r\n`;
    return {
      body: cut === undefined ? body : body.slice(0, cut % (body.length + 1)),
      type: `multipart/form-data${boundary ? `; boundary=${boundary}` : ""}`,
    };
  });

async function property<T>(
  name: string,
  values: fc.Arbitrary<T>,
  ok: (value: T) => Promise<boolean>,
) {
  const details = await fc.check(fc.asyncProperty<[T]>(values, ok), { numRuns: RUNS });
  const failure = details.failed ? fc.defaultReportMessage(details)?.split("\n")[0] : undefined;
  check(`bad requests: ${name}`, !failure, failure);
}

export async function badRequestTest(url: string, pid: number): Promise<void> {
  section(`bad requests: ${RUNS} odd methods, action bodies and cross-site writes each`);
  let requests = 0;
  const count = (status: number) => {
    requests += 1;
    return status;
  };
  await property(
    "methods nobody serves answer 405",
    fc.tuple(
      fc.constantFrom("TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "LOCK"),
      fc.constantFrom(...PATHS),
    ),
    async ([method, path]) => count(await send(`${url}${path}`, method, {})) === 405,
  );
  const actions = [
    { path: "/", id: ACTIONS.subscribeToNewsletter() },
    { path: LECTURE, id: ACTIONS.saveLectureRating() },
  ];
  const before = residentMegabytes(pid);
  await property(
    "action arguments React cannot decode get an answer that shows nothing of the server",
    fc.tuple(fc.constantFrom(...actions), argumentsText),
    async ([action, body]) => {
      requests += 1;
      const headers = { Origin: url, "Next-Action": action.id, "Content-Type": "text/plain" };
      return framework(`${url}${action.path}`, headers, body);
    },
  );
  await property(
    "multipart bodies, broken or not, with or without an action id, likewise",
    fc.tuple(fc.constantFrom(...actions), multipartBody, fc.boolean()),
    async ([action, { body, type }, named]) => {
      requests += 1;
      const headers: Record<string, string> = { Origin: url, "Content-Type": type };
      if (named) headers["Next-Action"] = action.id;
      return framework(`${url}${action.path}`, headers, body);
    },
  );
  const grown = residentMegabytes(pid) - before;
  figure("server memory after the action bodies (MB more than before)", Math.round(grown));
  check(
    "bad requests: the server still answers after them",
    (await send(`${url}/healthz`, "GET", {})) === 200,
  );
  check("bad requests: its memory grew by less than 100 MB", grown < 100, `${grown.toFixed(0)} MB`);
  await property(
    "writes from another site answer 403 on every path",
    fc.tuple(fc.constantFrom(...PATHS, "/_next/static/x.js", "/slides/x"), hostile),
    async ([path, body]) => {
      const headers = { Origin: "https://evil.example", "Content-Type": "text/plain" };
      return count(await send(`${url}${path}`, "POST", headers, body)) === 403;
    },
  );
  figure("requests sent", requests);
}
