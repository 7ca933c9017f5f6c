/**
 * npx tsx --conditions=react-server bench/sitemap-figures.ts <pglite dir | postgres:// URL>
 *
 * The sitemap index and each of its children rendered directly (no HTTP), on a database that
 * bench/seed.ts filled (`--catalogue=large` for the index): median and slowest of 10 after one to
 * warm up, with each answer's size and hash, so a change can show it kept the output (decision
 * 0027). The condition lets the server's modules load outside Next.js.
 */
import { createHash } from "node:crypto";
import { parseSitemapChildName } from "../src/lib/sitemap";
import { openDatabase } from "../src/server/db/client";
import { renderSitemap, renderSitemapChild } from "../src/server/seo/sitemap";
import { median } from "./stats";

const RUNS = 10;
const target = process.argv[2];
if (!target) {
  console.error("usage: tsx bench/sitemap-figures.ts <pglite dir | postgres:// URL>");
  process.exit(2);
}

async function time(name: string, render: () => Promise<string | null>) {
  const times: number[] = [];
  let xml: string | null = null;
  for (let i = 0; i <= RUNS; i += 1) {
    const started = performance.now();
    xml = await render();
    if (i > 0) times.push(performance.now() - started);
  }
  const hash = createHash("sha256")
    .update(xml ?? "")
    .digest("hex")
    .slice(0, 12);
  const size = `${((xml?.length ?? 0) / 1024).toFixed(1)} KB`;
  console.log(
    `${name}: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${size}, sha256 ${hash}`,
  );
  return xml ?? "";
}

const handle = await openDatabase(
  /^postgres(?:ql)?:\/\//.test(target) ? { url: target } : { pgliteDir: target },
);
try {
  await handle.migrate();
  const index = await time("sitemap.xml", () => renderSitemap(undefined, handle.db));
  for (const [, name] of index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)) {
    const child = name ? parseSitemapChildName(name) : null;
    if (child) await time(name!, () => renderSitemapChild(child, undefined, handle.db));
  }
} finally {
  await handle.close();
}
