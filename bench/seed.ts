/**
 * Fills a fresh embedded database for the benchmark's server: the demo content and a chapter of
 * YouTube lectures (the demo's videos are all self-hosted, and the player's facade is measured on
 * a YouTube lecture), and with `--catalogue=large` the large catalogue of bench/catalogue.ts on top,
 * with bench/library-catalogue.ts's 50,000 library documents.
 * Usage: tsx bench/seed.ts <pglite dir | postgres:// URL> [--catalogue=large]
 */
import { parseArgs } from "node:util";
import { DEMO_FILES, importContentFiles } from "../src/server/content/load";
import { openDatabase } from "../src/server/db/client";
import { importCatalogue, LARGE_CATALOGUE } from "./catalogue";
import { importLibraryCatalogue, LARGE_LIBRARY } from "./library-catalogue";
import { YOUTUBE_CHAPTER_FILE } from "./screens";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { catalogue: { type: "string", default: "demo" } },
});
const dir = positionals[0];
if (!dir || !["demo", "large"].includes(values.catalogue)) {
  console.error("usage: tsx bench/seed.ts <pglite dir | postgres:// URL> [--catalogue=demo|large]");
  process.exit(2);
}

const handle = await openDatabase(
  /^postgres(?:ql)?:\/\//.test(dir) ? { url: dir } : { pgliteDir: dir },
);
try {
  await handle.migrate();
  const demo = await importContentFiles(handle.db, [...DEMO_FILES, YOUTUBE_CHAPTER_FILE]);
  if (!demo.ok) throw new Error(`demo content: ${JSON.stringify(demo.errors)}`);
  if (values.catalogue === "large") {
    await importCatalogue(handle.db, LARGE_CATALOGUE, console.log);
    await importLibraryCatalogue(handle.db, LARGE_LIBRARY, console.log);
  }
} finally {
  await handle.close();
}
