import { spawnSync } from "node:child_process";
import { check, section } from "./report";

/**
 * The embedded database is one process's: another spelling of its folder ("dir/.", as the
 * PGLITE_DIR of an import next to a running server) must meet the same lock.
 */
export function pgliteLockTest(pgliteDir: string): void {
  section("embedded database: one process only, however its folder is spelled");
  const run = spawnSync("npx", ["tsx", "scripts/content-import.ts", "content/demo/feed.json"], {
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: `${pgliteDir}/.` },
    encoding: "utf8",
  });
  check(
    `embedded database: an import into "${pgliteDir.split("/").slice(-2).join("/")}/." while the server runs is refused`,
    run.status !== 0 && /in use by process/.test(run.stderr),
    `exit ${run.status}: ${run.stderr.split("\n").find((l) => l.includes("in use")) ?? run.stderr.slice(0, 200)}`,
  );
}
