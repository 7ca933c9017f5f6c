import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { captureNavigation, type Navigation } from "../../bench/navigations";
import { screens } from "../../bench/screens";
import { launchOptions } from "../../playwright.config";
import { callServerAction, signInForCookie, signUpForCookie } from "../support/server-action";
import { EMPTY_STATE, formOf, workspaceActionId } from "../support/workspace-actions";
import { RESILIENCE_ADMIN, type AppServer } from "./app-server";
import { check, figure, section } from "./report";

/**
 * Decision 0058: Debian's nginx with deploy/nginx/parhai-cache.conf (the file the README tells an
 * operator to use, included as it is) in front of two app servers on one PostgreSQL database.
 * Shared pages and their navigation answers are HITs for visitors and students alike; nothing
 * personal is ever stored, whatever the spelling of the session cookie; a workspace save shows
 * through nginx within the time the README states.
 */

/** README, Past one server: 10 s of s-maxage, one refresh, the app servers' own second. */
const SAVED_SHOWS_WITHIN_MS = 15_000;
const CACHE_FILE = path.resolve("deploy/nginx/parhai-cache.conf");

type Answer = { status: number; cache: string; text: string; headers: Record<string, unknown> };

/** node:http: headers as given (a repeated Cookie header included), the body as text. */
function ask(url: string, headers: Record<string, string | string[]> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "accept-encoding": "identity", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers["x-cache-status"] ?? ""),
          text: Buffer.concat(chunks).toString(),
          headers: response.headers,
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** nginx on 127.0.0.1:port with its own config, pid, temp and cache folders under `dir`. */
async function startNginx(dir: string, port: number, upstreams: AppServer[]) {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const config = `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=parhai:10m max_size=256m inactive=10m;
  upstream parhai {
    ${upstreams.map((s) => `server ${new URL(s.url).host};`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / { include ${CACHE_FILE}; }
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(
    "/usr/sbin/nginx",
    ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 50; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited; see ${dir}/error.log`);
    if ((await ask(`${url}/healthz`).catch(() => undefined))?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, cacheDir: path.join(dir, "cache"), child };
}

function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGQUIT");
  return exited;
}

/** Every file nginx's cache holds, as text. */
function cachedFiles(cacheDir: string): string[] {
  return readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name)).toString("latin1"));
}

/** Asked twice: whether the second answer came from nginx's cache. */
async function twice(url: string, headers: Record<string, string | string[]> = {}) {
  await ask(url, headers);
  return ask(url, headers);
}

export async function nginxTest(dir: string, port: number, servers: [AppServer, AppServer]) {
  section("nginx in front of two app servers on one PostgreSQL (deploy/nginx/parhai-cache.conf)");
  const nginx = await startNginx(dir, port, servers);
  try {
    const suffix = Date.now().toString(36);
    const student = `Nginx Student ${suffix}`;
    const email = `nginx-${suffix}@example.com`;
    const { cookie } = await signUpForCookie(nginx.url, email, student);
    const [, token = ""] = cookie.split("=");

    // Documents and navigation answers of shared pages: kept, for visitors and students alike.
    const shared = ["/", "/latest", "/coaching/lectures-quizzes/9th/physics", "/ur/latest"];
    const player = screens.find((s) => s.key === "player")!.path;
    for (const page of [...shared, player]) {
      const site = { "sec-fetch-site": "same-origin" };
      const visitor = await twice(`${nginx.url}${page}`, site);
      const signedIn = await ask(`${nginx.url}${page}`, { ...site, cookie });
      check(
        `nginx: ${page} is a HIT for a visitor and for a student`,
        [visitor.cache, signedIn.cache].join() === "HIT,HIT",
        `${visitor.cache}, ${signedIn.cache}`,
      );
    }
    const browser = await chromium.launch(launchOptions);
    const navigations: Navigation[] = [];
    try {
      for (const key of ["latest", "player"]) {
        const captured = await captureNavigation(
          browser,
          nginx.url,
          screens.find((s) => s.key === key)!,
        );
        if (captured) navigations.push(captured);
      }
    } finally {
      await browser.close();
    }
    for (const n of navigations) {
      const visitor = await twice(`${nginx.url}${n.path}`, n.headers);
      const signedIn = await ask(`${nginx.url}${n.path}`, { ...n.headers, cookie });
      check(
        `nginx: the click to ${n.key} (Chromium's request) is a HIT for a visitor and a student`,
        [visitor.cache, signedIn.cache].join() === "HIT,HIT" &&
          String(visitor.headers["content-type"]).startsWith("text/x-component"),
        `${visitor.cache}, ${signedIn.cache}`,
      );
    }

    // Nothing personal is stored or answered from the cache, whatever the cookie's spelling.
    const spellings: (string | string[])[] = [
      cookie,
      `__Secure-${cookie}`,
      `BETTER-AUTH.SESSION_TOKEN=${token}`,
      `theme=x; better-auth.session_token=forged; ${cookie}`,
      ["theme=x", cookie],
    ];
    const personal = ["/api/me?page=%2F", "/student-portal", "/login?next=%2Flatest", "/register"];
    const hits: string[] = [];
    // A stranger first: the sign-in form is kept for strangers, never handed to a session.
    for (const page of personal) await twice(`${nginx.url}${page}`);
    for (const [index, spelling] of spellings.entries()) {
      for (const page of personal) {
        const answer = await twice(`${nginx.url}${page}`, { cookie: spelling });
        if (answer.cache === "HIT") hits.push(`${page} with spelling ${index + 1}`);
      }
    }
    check(
      "nginx: no personal answer comes from its cache, in any spelling",
      hits.length === 0,
      hits.join("; "),
    );
    const stranger = await ask(`${nginx.url}/student-portal`);
    const files = cachedFiles(nginx.cacheDir);
    const leaked = files.filter((text) =>
      [student, email, token, "set-cookie"].some((secret) =>
        text.toLowerCase().includes(secret.toLowerCase()),
      ),
    );
    figure("answers in nginx's cache", files.length);
    check("nginx: a stranger never gets the student's page", !stranger.text.includes(student));
    check(
      "nginx: its cache holds no name, email, token or Set-Cookie",
      leaked.length === 0,
      `${leaked.length} files`,
    );

    // A save in the workspace shows through nginx within the time the README states.
    const { email: adminEmail, password } = RESILIENCE_ADMIN;
    const admin = await signInForCookie(nginx.url, adminEmail, password);
    const title = `Nginx: saved in the workspace ${suffix}`;
    await ask(`${nginx.url}/latest`);
    const saved = await callServerAction({
      url: nginx.url,
      path: "/admin/updates/new",
      actionId: workspaceActionId("saveUpdateForm"),
      cookie: admin.cookie,
      args: [
        EMPTY_STATE,
        formOf({
          title,
          content: "Saved while nginx kept /latest.",
          link: "https://example.com/n",
          thumbnail: "/demo/updates/results.svg",
          newTags: "Nginx",
        }),
      ],
    });
    const savedAt = Date.now();
    let shownMs = Number.POSITIVE_INFINITY;
    while (Date.now() - savedAt < SAVED_SHOWS_WITHIN_MS * 2) {
      if ((await ask(`${nginx.url}/latest`)).text.includes(title)) {
        shownMs = Date.now() - savedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    figure(
      "workspace save to /latest through nginx (ms)",
      Number.isFinite(shownMs) ? shownMs : "never",
    );
    check("nginx: the workspace's save was accepted", saved.status < 400, `status ${saved.status}`);
    check(
      `nginx: a save in the workspace shows within ${SAVED_SHOWS_WITHIN_MS / 1000} s`,
      shownMs <= SAVED_SHOWS_WITHIN_MS,
      Number.isFinite(shownMs) ? `${shownMs} ms` : "never shown",
    );
  } finally {
    await stopNginx(nginx.child);
  }
}
