import { openDatabase } from "@/server/db/client";
import { writeContent } from "@/server/content/import";
import { parseContentFile } from "@/server/content/parse";
import { largeContentFile } from "./tests/integration/large-content";
const handle = await openDatabase({ pgliteDir: "memory://" });
await handle.migrate();
for (const n of [2000, 5000, 5000]) {
const parsed = parseContentFile(largeContentFile(n, 0).replaceAll("Lecture ", `L${n}${Math.random()} `), "x.json");
if (!parsed.ok) throw new Error("bad");
let turns = 0; let last = performance.now(); let maxGap = 0; let on = true; const gaps: number[] = [];
const probe = () => { const t = performance.now(); gaps.push(Math.round(t - last)); last = t; turns++; if (on) setImmediate(probe); };
setImmediate(probe);
const t0 = performance.now();
await handle.db.transaction(async (tx) => { await writeContent(tx, parsed.rows); });
on = false;
console.log(n, "turns", turns, "gaps", gaps.join(","), "total", Math.round(performance.now() - t0));
}
await handle.close();
