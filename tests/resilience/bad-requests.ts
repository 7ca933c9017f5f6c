import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { SCREENS } from "../support/screens";
import { ACTIONS } from "../support/server-action";
import { hostile } from "./bad-input";
import { check, figure, section } from "./report";

/**
 * Requests no page serves (issue 21): methods nobody serves, server-action bodies React cannot
 * decode, writes from another site to any path. Each gets a 4xx, never a 5xx.
 */

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const LECTURE = SCREENS.find((screen) => screen.name === "lecture player")!.path;
const PATHS = [...SCREENS.map((s) => s.path), "/api/auth/get-session", "/favicon.ico", "/demo/x"];

/** node:http, since fetch refuses TRACE. Resolves with the status. */
function send(url: string, method: string, headers: Record<string, string>, body = "") {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
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

const FIELD_NAMES = ["0", "1", "$ACTION_REF_1", "$ACTION_1:0", "$ACTION_1:1", "_1_email", "x"];
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

export async function badRequestTest(url: string): Promise<void> {
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
  await property(
    "action arguments React cannot decode never answer 5xx",
    fc.tuple(fc.constantFrom(...actions), argumentsText),
    async ([action, body]) => {
      const headers = { Origin: url, "Next-Action": action.id, "Content-Type": "text/plain" };
      return count(await send(`${url}${action.path}`, "POST", headers, body)) < 500;
    },
  );
  await property(
    "multipart bodies, broken or not, with or without an action id, never answer 5xx",
    fc.tuple(fc.constantFrom(...actions), multipartBody, fc.boolean()),
    async ([action, { body, type }, named]) => {
      const headers: Record<string, string> = { Origin: url, "Content-Type": type };
      if (named) headers["Next-Action"] = action.id;
      return count(await send(`${url}${action.path}`, "POST", headers, body)) < 500;
    },
  );
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
