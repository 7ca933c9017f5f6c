import { request as httpRequest } from "node:http";
import { expect, test } from "./support/test";
import { baseURL } from "../../playwright.config";

/*
 * Issue 19: static files come with the copy compressed at build that the browser accepts, an ETag
 * per copy and their caching; pictures and video as they are, video in ranges; nothing outside.
 */

type Raw = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
};

/** node:http: the path is sent as written and the body is not decoded. */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
      );
    });
    req.on("error", reject).end();
  });
}

/** The largest script the home page loads: its own are named by the script that asks for them
 * once the page has painted (decision 0112), the one for browsers without modules is written. */
async function largestChunk(): Promise<{ path: string; size: number }> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const named = /\["[\w-]+"(?:,"[\w-]+")*\]/.exec(html)?.[0] ?? "[]";
  const written = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)];
  const scripts = [
    ...(JSON.parse(named) as string[]).map((name) => `/_next/static/chunks/${name}.js`),
    ...written.map((m) => m[1]!),
  ];
  const sized = await Promise.all(
    scripts.map(async (path) => ({ path, size: (await raw(path)).bytes })),
  );
  return sized.sort((a, b) => b.size - a.size)[0]!;
}

test(
  "a script comes as brotli, gzip or itself, as the browser accepts",
  { tag: "@http" },
  async () => {
    const chunk = await largestChunk();
    const br = await raw(chunk.path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    const gzip = await raw(chunk.path, { "Accept-Encoding": "gzip" });
    const identity = await raw(chunk.path, { "Accept-Encoding": "identity" });
    const none = await raw(chunk.path);
    expect([br, gzip, identity, none].map((r) => r.headers["content-encoding"])).toEqual([
      "br",
      "gzip",
      undefined,
      undefined,
    ]);
    expect([identity.bytes, none.bytes]).toEqual([chunk.size, chunk.size]);
    expect(br.bytes).toBeLessThan(gzip.bytes);
    expect(gzip.bytes).toBeLessThan(chunk.size / 2);
    for (const answer of [br, gzip, identity]) {
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
    expect(new Set([br, gzip, identity].map((r) => r.headers.etag)).size).toBe(3);

    const again = await raw(chunk.path, {
      "Accept-Encoding": "gzip, deflate, br",
      "If-None-Match": String(br.headers.etag),
    });
    expect([again.status, again.bytes]).toEqual([304, 0]);
  },
);

test(
  "public files keep ordinary caching; pictures and video come as they are",
  { tag: "@http" },
  async () => {
    const svg = await raw("/demo/updates/results.svg", { "Accept-Encoding": "br" });
    expect([svg.status, svg.headers["content-encoding"]]).toEqual([200, "br"]);
    expect(svg.headers["cache-control"]).toBe(
      "public, max-age=2592000, stale-while-revalidate=31536000",
    );
    const picture = await raw("/slides/slide-1-640.avif", { "Accept-Encoding": "gzip, br" });
    expect([picture.status, picture.headers["content-encoding"]]).toEqual([200, undefined]);
    expect(picture.headers["cache-control"]).toBe(
      "public, max-age=2592000, stale-while-revalidate=31536000",
    );
    const video = await raw("/demo/lecture-clip.webm", {
      "Accept-Encoding": "gzip, br",
      Range: "bytes=0-99",
    });
    expect([video.status, video.bytes, video.headers["content-encoding"]]).toEqual([
      206,
      100,
      undefined,
    ]);
    expect(video.headers["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  },
);

test(
  "the service worker's script is asked again at every update check, compressed once",
  { tag: "@http" },
  async () => {
    const worker = await raw("/sw.js", { "Accept-Encoding": "gzip, br" });
    expect([worker.status, worker.headers["content-encoding"]]).toEqual([200, "br"]);
    expect(worker.headers["cache-control"]).toBe("no-cache");
  },
);

test("an address outside the static folders answers 404", { tag: "@http" }, async () => {
  for (const path of [
    "/_next/static/../../package.json",
    "/_next/static/%2e%2e/%2e%2e/package.json",
    "/_next/static/..%2f..%2fpackage.json",
    "/_next/static/chunks/%2E%2E%2F%2E%2E%2F%2E%2E%2Fpackage.json",
    "/_next/static/..%5c..%5cpackage.json",
    "/_next/static/chunks/nothing.js",
  ]) {
    const answer = await raw(path);
    expect([path, answer.status]).toEqual([path, 404]);
  }
});

test(
  "a file that is not there answers 404, under every folder of files and pictures",
  { tag: "@http" },
  async () => {
    for (const path of [
      "/slides/no-such-slide.webp",
      "/demo/no/such/file.png",
      "/icons/missing.png",
      "/media/a/b",
      "/media/",
      "/_next/image?url=%2Fadmin&w=64&q=75",
      "/_next/image?url=%2Fslides%2Fslide-1-640.webp&w=64&q=75",
    ]) {
      const answer = await raw(path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  },
);
