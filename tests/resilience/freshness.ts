import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { AppServer } from "./app-server";
import { check, figure, section } from "./report";

const SHOWN_WITHIN_MS = 2000;

/**
 * Pages are kept in memory for 30 s (decision 0009); an import must still show at once. Imports
 * into PostgreSQL while the server runs, with /latest served from the cache, and measures how
 * long until the new update is on the page.
 */
export async function freshnessTest(
  server: AppServer,
  databaseUrl: string,
  workDir: string,
): Promise<void> {
  section("freshness: an import into PostgreSQL while the server serves /latest from its cache");
  const latest = `${server.url}/latest`;
  await fetch(latest);
  const before = await fetch(latest);
  const title = `Resilience: fresh update ${Date.now()}`;
  const file = path.join(workDir, "fresh-update.json");
  writeFileSync(
    file,
    JSON.stringify({
      updates: [
        {
          title,
          content: "Imported while the server was running.",
          link: "https://example.com/fresh",
          thumbnail: "/demo/updates/results.svg",
          tags: ["Results"],
          // Newest first on /latest: dated tomorrow, so it is at the top.
          postedAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        },
      ],
    }),
  );
  execFileSync("npx", ["tsx", "scripts/content-import.ts", file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    // Its complaints, if any, end up in the error this throws.
    stdio: ["ignore", "ignore", "pipe"],
  });
  const importedAt = Date.now();
  let shownMs = Number.POSITIVE_INFINITY;
  while (Date.now() - importedAt < 10_000) {
    if ((await (await fetch(latest)).text()).includes(title)) {
      shownMs = Date.now() - importedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  figure("/latest before the import", before.headers.get("x-page-cache") ?? "not from the cache");
  figure("import to update on /latest (ms)", Number.isFinite(shownMs) ? shownMs : "never");
  check(
    "freshness: /latest was served from the cache",
    before.headers.get("x-page-cache") === "HIT",
  );
  check(
    `freshness: the imported update shows within ${SHOWN_WITHIN_MS / 1000} s`,
    shownMs <= SHOWN_WITHIN_MS,
    Number.isFinite(shownMs) ? `${shownMs} ms` : "never shown",
  );
}
