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

/**
 * autocannon against one path, after a short warm-up so the first renders, JIT compilation and any
 * cache fill are not part of the figure. Requests ask for gzip, as every browser does.
 */
export async function measureLoad(
  origin: string,
  urlPath: string,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const headers = { "accept-encoding": "gzip" };
  await autocannon({ url: origin + urlPath, connections: 10, duration: 3, headers });
  const result = await autocannon({
    url: origin + urlPath,
    connections: settings.connections,
    duration: settings.durationSeconds,
    headers,
  });
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
 * The static file that stands for the machine's ceiling: the built JavaScript chunk whose size is
 * closest to the pages' HTML, so the ratio compares serving work, not bytes on the wire.
 */
export function pickStaticFile(buildDir: string, targetBytes: number): string {
  const chunksDir = path.join(buildDir, "static", "chunks");
  const files = readdirSync(chunksDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, size: statSync(path.join(chunksDir, file)).size }));
  const best = files.sort(
    (a, b) => Math.abs(a.size - targetBytes) - Math.abs(b.size - targetBytes),
  )[0];
  if (!best) throw new Error(`no JavaScript chunk in ${chunksDir}: build first`);
  return `/_next/static/chunks/${best.file.split(path.sep).join("/")}`;
}
