import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

export type LoadFigures = {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export type LoadSettings = { connections: number; durationSeconds: number };

/** What every browser sends: brotli and gzip accepted. */
export const BROWSER_ENCODINGS = "gzip, deflate, br";

/** One request of a run: its path and headers; every request also accepts brotli and gzip. */
export type LoadRequest = { path: string; headers?: Record<string, string> };

/**
 * autocannon with these requests in turn on each connection, after a short warm-up so the first
 * renders, JIT compilation and any cache fill are not part of the figure. Every run is made the
 * same way (what a browser accepts, bodies dropped), so its figures compare with the others'.
 */
export async function runLoad(
  origin: string,
  requests: readonly LoadRequest[],
  settings: LoadSettings,
): Promise<autocannon.Result> {
  const asSent = requests.map((request) => ({
    method: "GET" as const,
    path: request.path,
    headers: { "accept-encoding": BROWSER_ENCODINGS, ...request.headers },
  }));
  const options = { url: origin, requests: asSent, setupClient: dropBodies };
  await autocannon({ ...options, connections: 10, duration: 3 });
  return autocannon({
    ...options,
    connections: settings.connections,
    duration: settings.durationSeconds,
  });
}

/** autocannon against one path (runLoad). */
export async function measureLoad(
  origin: string,
  urlPath: string,
  settings: LoadSettings,
): Promise<LoadFigures> {
  return loadFigures(urlPath, await runLoad(origin, [{ path: urlPath }], settings));
}

/** What a run of autocannon on one path measured, as the report shows it. */
export function loadFigures(urlPath: string, result: autocannon.Result): LoadFigures {
  return {
    path: urlPath,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * autocannon 9 appends every response body to a string (`req.body += chunk`), a UTF-8 decoding
 * that for brotli or gzip bytes costs the client more CPU than the server spends sending them, on
 * the same two cores: a 63 KB brotli body fell to a seventh of the rate of 63 KB of ASCII
 * (decision 0018). Nothing here reads bodies, so each client drops them; should autocannon's
 * internals change, the bench stops rather than measure the client again.
 */
export function dropBodies(client: autocannon.Client): void {
  const queue: unknown = Reflect.get(client, "pipelinedRequests");
  if (typeof queue !== "object" || queue === null || !("addBody" in queue)) {
    throw new Error(
      "autocannon's client no longer has pipelinedRequests.addBody: see bench/load.ts",
    );
  }
  Reflect.set(queue, "addBody", () => undefined);
}

/** The largest built JavaScript chunk: the heaviest file of a student's first visit (issue 19). */
export function pickLargestChunk(buildDir: string): { path: string; bytes: number } {
  const chunks = builtChunks(buildDir).sort((a, b) => b.size - a.size);
  const largest = chunks[0];
  if (!largest) throw new Error(`no JavaScript chunk in ${buildDir}: build first`);
  return { path: chunkPath(largest.file), bytes: largest.size };
}

function builtChunks(buildDir: string): { file: string; size: number }[] {
  const chunksDir = path.join(buildDir, "static", "chunks");
  return readdirSync(chunksDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, size: statSync(path.join(chunksDir, file)).size }));
}

function chunkPath(file: string): string {
  return `/_next/static/chunks/${file.split(path.sep).join("/")}`;
}

/**
 * The static file that stands for the machine's ceiling: the built JavaScript chunk whose size is
 * closest to the pages' HTML, so the ratio compares serving work, not bytes on the wire.
 */
export function pickStaticFile(buildDir: string, targetBytes: number): string {
  const best = builtChunks(buildDir).sort(
    (a, b) => Math.abs(a.size - targetBytes) - Math.abs(b.size - targetBytes),
  )[0];
  if (!best) throw new Error(`no JavaScript chunk in ${buildDir}: build first`);
  return chunkPath(best.file);
}
