import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";

/** Every file and folder under `dir` (itself included) whose mode is not `file` / `folder`. */
function wrongModes(dir: string, file = 0o600, folder = 0o700): string[] {
  const wrong: string[] = [];
  const visit = (target: string) => {
    const stat = statSync(target);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? folder : file)) wrong.push(`${target} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return wrong;
}

function chmodAll(dir: string, file: number, folder: number): void {
  chmodSync(dir, folder);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) chmodAll(target, file, folder);
    else chmodSync(target, file);
  }
}

describe("private data files of the embedded database", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "reliab-private-"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("makes files that others could read private when the database opens", async () => {
    const dir = path.join(work, "old", "pglite");
    const first = await openDatabase({ pgliteDir: dir });
    await first.migrate();
    await first.close();
    // What a server started under the usual umask 022 (or a copy made by hand) leaves behind.
    chmodAll(dir, 0o666, 0o777);
    expect(wrongModes(dir).length).toBeGreaterThan(100);

    const reopened = await openDatabase({ pgliteDir: dir });
    try {
      expect(wrongModes(dir)).toEqual([]);
    } finally {
      await reopened.close();
    }
  });

  it("leaves a database made by a script private, the files its migrations made too", async () => {
    const dir = path.join(work, "fresh", "pglite");
    await promisify(execFile)("npx", ["tsx", "scripts/db-migrate.ts"], {
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dir },
    });
    expect(readdirSync(dir).length).toBeGreaterThan(5);
    expect(wrongModes(dir)).toEqual([]);
  });
});
