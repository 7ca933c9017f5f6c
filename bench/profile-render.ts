/**
 * npm run bench:profile [-- --no-build --renders=100 --catalogue=large --paths=/latest,/coaching/…
 *   --signed-in]
 * Issue 23 item 3: where the time of an uncached server render goes. Starts the production server
 * under V8's CPU profiler (--cpu-prof), renders each path --renders times (the page cache bypassed,
 * as bench/signed-in.ts does; with --signed-in, as a student, e.g. --paths=/api/me), stops
 * the server and prints the self time of the busiest functions
 * and of each package. The profile itself (bench/out/profile/*.cpuprofile) opens in Chrome's
 * DevTools (Performance, "Load profile").
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { timeRequests } from "./catalogue-figures";
import { signUpStudent } from "./signed-in";
import { YOUTUBE_PLAYER_PATH } from "./screens";
import { buildProduction, freePort, startServer, type Catalogue } from "./server";

const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    renders: { type: "string", default: "100" },
    catalogue: { type: "string", default: "demo" },
    paths: { type: "string", default: `/latest,${YOUTUBE_PLAYER_PATH}` },
    top: { type: "string", default: "25" },
    "signed-in": { type: "boolean", default: false },
  },
});

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds of the monotonic clock that process.hrtime reads too. */
  startTime: number;
};
/** A stretch of the monotonic clock, in microseconds. */
type Window = { from: number; to: number };

const now = (): number => Number(process.hrtime.bigint() / 1000n);

/** Self time in ms per profile node id, of the samples taken inside the window. */
function selfTimes(profile: Profile, window: Window): Map<number, number> {
  const times = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    times.set(id, (times.get(id) ?? 0) + delta / 1000);
  });
  return times;
}

/** "next", "react-dom", "@electric-sql/pglite", "app" (the build's own chunks), "node". */
function packageOf(url: string): string {
  if (!url) return "(V8: idle, GC, native)";
  if (url.startsWith("node:")) return "node";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] ?? url;
  if (url.includes("/.next/server/")) return "app (.next/server)";
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ""));
}

function table(title: string, rows: Map<string, number>, total: number, top: number): string {
  const sorted = [...rows].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `\n${title}`,
    ...sorted.map(
      ([name, ms]) =>
        `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`,
    ),
  ].join("\n");
}

function summarize(profile: Profile, window: Window, top: number): string {
  const times = selfTimes(profile, window);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = times.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName === "(idle)") continue;
    total += ms;
    const where = packageOf(node.callFrame.url);
    const name = `${node.callFrame.functionName || "(anonymous)"}  [${where}:${node.callFrame.lineNumber + 1}]`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPackage.set(where, (byPackage.get(where) ?? 0) + ms);
  }
  return [
    `busy ${total.toFixed(0)} ms (idle left out)`,
    table("by package (self time)", byPackage, total, top),
    table("by function (self time)", byFunction, total, top),
  ].join("\n");
}

async function main(): Promise<void> {
  const outDir = path.join(import.meta.dirname, "out");
  const profileDir = path.join(outDir, "profile");
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  if (!flags["no-build"]) buildProduction(path.join(outDir, "build.log"));
  const renders = Number(flags.renders);
  const paths = (flags.paths ?? "").split(",").filter(Boolean);
  const server = await startServer(
    await freePort(),
    path.join(outDir, "server-profile.log"),
    flags.catalogue as Catalogue,
    {},
    ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  );
  const windows: { pagePath: string; window: Window }[] = [];
  try {
    const cookie = flags["signed-in"] ? await signUpStudent(server.origin) : undefined;
    for (const pagePath of paths) {
      await timeRequests(server.origin, pagePath, true, 5, cookie); // warm up, left out
      const from = now();
      const timing = await timeRequests(server.origin, pagePath, true, renders, cookie);
      windows.push({ pagePath, window: { from, to: now() } });
      console.log(`${pagePath}: ${timing.status}, median ${timing.medianMs} ms of ${renders}`);
    }
  } finally {
    await server.stop();
  }
  // One profile per Node process; the server's is the largest.
  const files = readdirSync(profileDir).map((name) => path.join(profileDir, name));
  const largest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  if (!largest) throw new Error("no profile written: did the server exit cleanly?");
  const profile = JSON.parse(readFileSync(largest, "utf8")) as Profile;
  console.log(`\n${largest}`);
  for (const { pagePath, window } of windows) {
    console.log(`\n=== ${pagePath}, ${renders} renders ===`);
    console.log(summarize(profile, window, Number(flags.top)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
