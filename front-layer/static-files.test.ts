import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type App, start, state } from "./front-harness";
import { loadStaticFiles } from "./static-files.mjs";

/*
 * Issue 19: static files compressed once at build, served with the best copy the request accepts.
 * A small project is built in a temporary folder: a script, a font, pictures and a video.
 */

const SCRIPT = `self.chapters = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => ({ no: i, name: `Chapter ${i}` })))};`;
const CHUNK = "/_next/static/chunks/app-1a2b.js";
const SMALL_SCRIPT = "self.small = 1;";
const SVG = "/slides/banner.svg";
const TINY = "/icons/tiny.txt";

let dir = "";
const handed: string[] = [];
const BUILD_STEP = path.resolve(import.meta.dirname, "..", "scripts", "precompress.mjs");

/** `npm run build`'s last step, in the small project. */
function precompress(): void {
  execFileSync(process.execPath, [BUILD_STEP], { cwd: dir, stdio: "ignore" });
}

/** Stands for Next.js: answers what the front layer hands on, and says so. */
const next: App = (req, res) => {
  state.renders += 1;
  handed.push(req.url ?? "");
  res.setHeader("x-served-by", "next");
  res.end(`next:${req.url}`);
  return Promise.resolve();
};

async function write(file: string, content: string | Buffer) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}

let sockets = 0;
async function serve() {
  handed.length = 0;
  sockets += 1;
  const socket = path.join(dir, `files-${sockets}.sock`);
  return start(next, { staticFiles: await loadStaticFiles(dir, socket) });
}

/** node:http, which leaves the body as it was sent and the path as written (no URL clean-up). */
function raw(url: string, headers: Record<string, string> = {}) {
  const { host, pathname } = /^http:\/\/(?<host>[^/]+)(?<pathname>.*)$/.exec(url)!.groups!;
  const [hostname, port] = host!.split(":");
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      httpGet({ hostname, port, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on("error", reject);
    },
  );
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "parhai-static-"));
  await write(".next/static/chunks/app-1a2b.js", SCRIPT);
  await write(".next/static/chunks/small-3c.js", SMALL_SCRIPT);
  await write(".next/static/media/font-9f.woff2", Buffer.alloc(3000, 7));
  await write("public/slides/banner.svg", `<svg>${"<rect/>".repeat(300)}</svg>`);
  await write("public/demo/clip.webm", Buffer.alloc(5000, 1));
  await write(`public${TINY}`, "hi");
  await write("public/icons/.hidden", "secret");
  await write("package.json", '{"name":"secret"}');
  precompress();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("static files compressed at build", () => {
  it("sends brotli, gzip or the file itself as the request accepts, each with its own ETag", async () => {
    const { origin } = await serve();
    const br = await raw(`${origin}${CHUNK}`, { "accept-encoding": "gzip, deflate, br" });
    const gzip = await raw(`${origin}${CHUNK}`, { "accept-encoding": "gzip" });
    const identity = await raw(`${origin}${CHUNK}`, { "accept-encoding": "identity" });
    const none = await raw(`${origin}${CHUNK}`);
    const refused = await raw(`${origin}${CHUNK}`, { "accept-encoding": "br;q=0, gzip" });
    expect([br, gzip, identity, none, refused].map((r) => r.headers["content-encoding"])).toEqual([
      "br",
      "gzip",
      undefined,
      undefined,
      "gzip",
    ]);
    // V8 is told to compile a large chunk's functions as it streams in, not a small one's
    // (decision 0112).
    const served = `//# allFunctionsCalledOnLoad\n${SCRIPT}`;
    const small = await raw(`${origin}/_next/static/chunks/small-3c.js`, {
      "accept-encoding": "identity",
    });
    expect(small.body.toString()).toBe(SMALL_SCRIPT);
    expect(brotliDecompressSync(br.body).toString()).toBe(served);
    expect(gunzipSync(gzip.body).toString()).toBe(served);
    expect(identity.body.toString()).toBe(served);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    const tags = [br, gzip, identity].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const answer of [br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-type"]).toMatch(/^(?:text|application)\/javascript/);
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
    expect(handed).toEqual([]);
  });

  it("reads a file once, then answers from memory", async () => {
    const { origin } = await serve();
    const first = await raw(`${origin}${CHUNK}`, { "accept-encoding": "br" });
    await rm(path.join(dir, ".next", "edge-static", `${CHUNK}.br`));
    const again = await raw(`${origin}${CHUNK}`, { "accept-encoding": "br" });
    expect([again.status, again.body.equals(first.body)]).toEqual([200, true]);
  });

  it("answers 304 to the ETag it gave, per copy", async () => {
    const { origin } = await serve();
    const first = await raw(`${origin}${CHUNK}`, { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await raw(`${origin}${CHUNK}`, {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    // The gzip copy is another representation: the brotli tag does not match it.
    const gzip = await raw(`${origin}${CHUNK}`, {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(gzip.status).toBe(200);
  });

  it("gives public files ordinary caching, and small files no copies", async () => {
    const { origin } = await serve();
    const svg = await raw(`${origin}${SVG}`, { "accept-encoding": "br" });
    expect([svg.headers["content-encoding"], svg.headers["content-type"]]).toEqual([
      "br",
      "image/svg+xml",
    ]);
    expect(svg.headers["cache-control"]).toBe(
      "public, max-age=2592000, stale-while-revalidate=31536000",
    );
    const tiny = await raw(`${origin}${TINY}`, { "accept-encoding": "br" });
    expect([tiny.body.toString(), tiny.headers["content-encoding"]]).toEqual(["hi", undefined]);
  });

  it("serves files that do not compress as they are, Range requests included", async () => {
    const { origin } = await serve();
    const video = await raw(`${origin}/demo/clip.webm`, {
      "accept-encoding": "br",
      range: "bytes=0-9",
    });
    const font = await raw(`${origin}/_next/static/media/font-9f.woff2`, {
      "accept-encoding": "br",
    });
    expect([video.status, video.body.length, video.headers["content-range"]]).toEqual([
      206,
      10,
      "bytes 0-9/5000",
    ]);
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const answer of [video, font]) {
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
    expect(handed).toEqual([]);
  });

  it("answers 404 for any other address under the files' folders and reads nothing outside", async () => {
    const { origin } = await serve();
    const attempts = [
      "/_next/static/../../package.json",
      "/_next/static/%2e%2e/%2e%2e/package.json",
      "/_next/static/..%2f..%2fpackage.json",
      "/_next/static/%2E%2E%2F%2E%2E%2Fpackage.json",
      "/_next/static/chunks/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json",
      "/_next/static/..%5c..%5cpackage.json",
      "/_next/static/chunks/app-1a2b.js%00.txt",
      "/_next/static/",
      "/_next/static/chunks",
      "/_next/static/chunks/missing.js",
      "/slides/missing.webp",
      "/icons/.hidden",
      "/demo/../package.json",
    ];
    for (const address of attempts) {
      const answer = await raw(`${origin}${address}`);
      expect([address, answer.status]).toEqual([address, 404]);
      expect(answer.body.toString()).not.toContain("secret");
    }
    expect(handed).toEqual([]);
  });

  it("serves what the build made: a new build, new copies and a new ETag", async () => {
    const before = await serve();
    const old = await raw(`${before.origin}${SVG}`, { "accept-encoding": "br" });
    await write("public/slides/banner.svg", `<svg>${"<circle/>".repeat(300)}</svg>`);
    precompress();
    const rebuilt = await serve();
    const fresh = await raw(`${rebuilt.origin}${SVG}`, {
      "accept-encoding": "br",
      "if-none-match": String(old.headers.etag),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(brotliDecompressSync(fresh.body).toString()).toContain("<circle/>");
  });

  it("leaves every file to Next.js without a build's folder", async () => {
    await rm(path.join(dir, ".next", "edge-static"), { recursive: true });
    expect(await loadStaticFiles(dir, path.join(dir, "files.sock"))).toBeUndefined();
  });
});
