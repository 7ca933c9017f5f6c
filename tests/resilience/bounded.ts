import { request as httpRequest } from "node:http";
import { ACTIONS, signInForCookie } from "../support/server-action";
import { RESILIENCE_ADMIN } from "./app-server";
import { check, figure, section } from "./report";

/**
 * Decision 0057: no header, method or parameter lets a stranger force a render of a page the
 * edge holds; rarely asked values cannot push out the pages most visitors ask for; each client
 * has a budget for the renders that remain; bodies, origins and file paths that no page serves get
 * a 4xx, never a 500. The server trusts 127.0.0.1 as its proxy, so X-Forwarded-For names a client.
 */

const from = (client: string) => ({ "x-forwarded-for": client });

type Answer = { status: number; cache: string; headers: Record<string, unknown>; length: number };

/** node:http: any method, Host and body as given; the answer's status, cache state and size. */
function ask(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // One client of its own unless told otherwise: the earlier parts spent 127.0.0.1's budget.
    const headers = { "accept-encoding": "identity", ...from("192.0.2.1"), ...options.headers };
    const req = httpRequest(url, { method: options.method ?? "GET", headers }, (response) => {
      let length = 0;
      response.on("data", (chunk: Buffer) => (length += chunk.length));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers["x-page-cache"] ?? ""),
          headers: response.headers,
          length,
        }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

async function keptWork(url: string): Promise<void> {
  section("bounded work: what a stranger cannot make the server render");
  await ask(`${url}/latest`);
  const head = await ask(`${url}/latest`, { method: "HEAD" });
  check("bounded: HEAD is answered from the kept page", head.cache === "HIT" && head.length === 0);
  const script = await ask(`${url}/latest`, { headers: { "sec-fetch-dest": "empty" } });
  check(
    "bounded: a script's fetch (Sec-Fetch-Dest: empty) gets the kept page",
    script.cache === "HIT",
  );
  // Next.js sends a click whose _rsc does not match its headers to the one that does.
  const click = { rsc: "1", "next-router-state-tree": "%5B%22%22%2C%7B%7D%5D" };
  const { location } = (await ask(`${url}/latest`, { headers: click })).headers;
  await ask(`${url}${String(location)}`, { headers: click });
  const again = await ask(`${url}${String(location)}`, { headers: click });
  check("bounded: a click's navigation answer is kept too", again.cache === "HIT", again.cache);
  await ask(`${url}/latest?tag=Jobs`);
  const spellings = [
    "tag=Jobs&tag=1",
    "tag=Jobs&tag=2",
    "tag=Jobs&utm_source=x",
    "fbclid=y&tag=Jobs",
  ];
  const states = [];
  for (const query of spellings) states.push((await ask(`${url}/latest?${query}`)).cache);
  check(
    "bounded: a repeated or unread parameter is the same kept page",
    states.every((s) => s === "HIT"),
    states.join(" "),
  );
  const nothing = await ask(`${url}/latest?before=not-a-row`);
  check(
    "bounded: a value that names nothing answers from the page without it",
    nothing.cache === "HIT",
    nothing.cache,
  );
  const upper = await ask(`${url}/UR/latest?tag=Jobs`);
  check(
    "bounded: /UR is /ur (308), one address and one kept page",
    upper.status === 308 && upper.headers.location === "/ur/latest?tag=Jobs",
  );
}

async function floodAndBudget(url: string): Promise<void> {
  section("bounded work: a flood of one-off addresses, and one client's render budget");
  const popular = ["/", "/latest", "/search?q=physics"];
  for (const path of [...popular, ...popular]) await ask(`${url}${path}`);
  // 300 clients, each asking once for a search nobody asked before.
  for (let i = 0; i < 300; i += 30) {
    const batch = Array.from({ length: 30 }, (_, j) =>
      ask(`${url}/search?q=flood-${i + j}`, { headers: from(`198.51.100.${(i + j) % 250}`) }),
    );
    await Promise.all(batch);
  }
  const after = [];
  for (const path of popular) after.push((await ask(`${url}${path}`)).cache);
  figure("popular pages after 300 one-off searches", after.join(" "));
  check(
    "bounded: one-off addresses did not push out the popular pages",
    after.every((s) => s === "HIT"),
  );
  // One client asking 120 new searches at once: past its budget it is told to wait.
  const burst = await Promise.all(
    Array.from({ length: 120 }, (_, i) =>
      ask(`${url}/search?q=budget-${i}`, { headers: from("203.0.113.7") }),
    ),
  );
  const refused = burst.filter((answer) => answer.status === 429);
  figure(
    "one client's 120 new searches: renders, then 429",
    `${burst.length - refused.length}, ${refused.length}`,
  );
  check(
    "bounded: one client past its render budget gets 429 with Retry-After",
    refused.length > 0 && refused.every((answer) => Number(answer.headers["retry-after"]) >= 1),
  );
  const kept = await ask(`${url}/latest`, { headers: from("203.0.113.7") });
  const other = await ask(`${url}/search?q=budget-other`, { headers: from("203.0.113.8") });
  check("bounded: that client still gets kept pages", kept.status === 200 && kept.cache === "HIT");
  check(
    "bounded: another client still gets its renders",
    other.status === 200 && other.cache === "MISS",
  );
}

async function refusals(url: string): Promise<void> {
  section("bounded work: bodies, origins and paths no page serves");
  const { cookie } = await signInForCookie(url, RESILIENCE_ADMIN.email, RESILIENCE_ADMIN.password);
  const csv = Buffer.alloc(1.5 * 1024 * 1024, "a,b\n");
  const form = { "content-type": "text/csv", origin: url };
  for (const path of ["/admin/import", "/ur/admin/import"]) {
    const signedIn = await ask(`${url}${path}`, {
      method: "POST",
      headers: { ...form, cookie },
      body: csv,
    });
    const stranger = await ask(`${url}${path}`, { method: "POST", headers: form, body: csv });
    check(
      `bounded: a 1.5 MB upload to ${path} passes with a session, 413 without`,
      signedIn.status !== 413 && signedIn.status < 500 && stranger.status === 413,
      `${signedIn.status}, ${stranger.status}`,
    );
  }
  const page = await ask(`${url}/`, { method: "POST", headers: { ...form, cookie }, body: csv });
  check(
    "bounded: a page outside the workspace takes 1 MB, session or not (413)",
    page.status === 413,
  );
  const host = await ask(`${url}/`, {
    method: "POST",
    headers: {
      origin: url,
      host: "elsewhere.example",
      "next-action": ACTIONS.subscribeToNewsletter(),
    },
    body: Buffer.from("[]"),
  });
  check(
    "bounded: an action whose Origin is SITE_URL but Host another gets a 4xx",
    host.status >= 400 && host.status < 500,
    String(host.status),
  );
  for (const path of [
    "/_next/image?url=/admin&w=64&q=75",
    "/media/no-such-picture.webp",
    "/media/a/b.webp",
    "/media/share/no-such-picture.jpg",
    "/media/share/a/b.jpg",
    "/slides/no-such-slide.webp",
  ]) {
    const answer = await ask(`${url}${path}`);
    check(
      `bounded: ${path.split("?")[0]} answers 404`,
      answer.status === 404,
      String(answer.status),
    );
  }
}

export async function boundedTest(url: string): Promise<void> {
  await keptWork(url);
  await floodAndBudget(url);
  await refusals(url);
}
