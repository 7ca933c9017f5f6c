import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FILES, importContentFiles } from "@/server/content/load";
import { backupDatabase, restoreDatabase, type BackupTarget } from "@/server/db/backup";
import { openDatabase } from "@/server/db/client";
import { lectures, updates } from "@/server/db/schema";
import { createPostgresDatabase } from "./databases";

/** What the test changes between backup and restore, and reads back. */
async function snapshot(target: BackupTarget) {
  const handle = await openDatabase({ url: target.url, pgliteDir: target.pgliteDir });
  try {
    const [u] = await handle.db.select({ n: count() }).from(updates);
    const [l] = await handle.db.select({ n: count() }).from(lectures);
    const titles = await handle.db.select({ title: lectures.lectureName }).from(lectures);
    return { updates: u?.n, lectures: l?.n, titles: titles.map((t) => t.title).sort() };
  } finally {
    await handle.close();
  }
}

async function vandalise(target: BackupTarget): Promise<void> {
  const handle = await openDatabase({ url: target.url, pgliteDir: target.pgliteDir });
  try {
    await handle.db.delete(updates);
    await handle.db
      .update(lectures)
      .set({ lectureName: "changed after the backup" })
      .where(eq(lectures.lectureNo, 1));
  } finally {
    await handle.close();
  }
}

type Setup = { target: BackupTarget; cleanup: () => Promise<void> };

const kinds: Record<"pglite" | "postgres", () => Promise<Setup>> = {
  pglite: () => Promise.resolve({ target: { pgliteDir: "" }, cleanup: () => Promise.resolve() }),
  postgres: async () => {
    const database = await createPostgresDatabase();
    return { target: { url: database.url, pgliteDir: "" }, cleanup: database.drop };
  },
};

describe.each(Object.keys(kinds) as (keyof typeof kinds)[])("backup and restore on %s", (kind) => {
  let work: string;
  let setup: Setup;
  let target: BackupTarget;
  let original: Awaited<ReturnType<typeof snapshot>>;
  let backup: string;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "reliab-backup-"));
    setup = await kinds[kind]();
    target = { ...setup.target, pgliteDir: path.join(work, "pglite") };
    const handle = await openDatabase({ url: target.url, pgliteDir: target.pgliteDir });
    await handle.migrate();
    const loaded = await importContentFiles(handle.db, DEMO_FILES);
    await handle.close();
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    original = await snapshot(target);
    expect(original.updates).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await setup.cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it("writes a backup file, changes data, restores it: the data is back", async () => {
    backup = await backupDatabase(target, path.join(work, "backups"));
    expect(path.basename(backup)).toMatch(
      kind === "pglite" ? /^parhai-[\dT-]+Z\.tar\.gz$/ : /^parhai-[\dT-]+Z\.dump$/,
    );
    expect(readdirSync(path.join(work, "backups"))).toEqual([path.basename(backup)]);
    // It holds every account: its owner's alone, whatever the umask of the process.
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(work, "backups")).mode & 0o777).toBe(0o700);

    await vandalise(target);
    const changed = await snapshot(target);
    expect(changed.updates).toBe(0);
    expect(changed.titles).toContain("changed after the backup");

    await restoreDatabase(target, backup);
    expect(await snapshot(target)).toEqual(original);
  });

  it("refuses a file that is not a backup, and leaves the data as it was", async () => {
    await vandalise(target);
    const before = await snapshot(target);
    const junk = path.join(work, "junk.tar.gz");
    writeFileSync(junk, "this is not a database backup");
    await expect(restoreDatabase(target, junk)).rejects.toThrow();
    expect(await snapshot(target)).toEqual(before);
    expect(existsSync(`${target.pgliteDir}.restoring`)).toBe(false);
    await restoreDatabase(target, backup);
  });
});

describe("the embedded database while a server runs", () => {
  let work: string;
  let server: ChildProcess;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "reliab-lock-"));
    // Any live process holding the lock stands for the server.
    server = spawn("sleep", ["60"]);
  });
  afterAll(() => {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  });

  it("refuses both backup and restore, and touches nothing", async () => {
    const dir = path.join(work, "pglite");
    const handle = await openDatabase({ pgliteDir: dir });
    await handle.migrate();
    await handle.close();
    writeFileSync(`${dir}.lock`, String(server.pid));
    const target = { pgliteDir: dir };
    await expect(backupDatabase(target, path.join(work, "b"))).rejects.toThrow(/in use/);
    await expect(restoreDatabase(target, path.join(work, "any.tar.gz"))).rejects.toThrow(/in use/);
    expect(existsSync(path.join(work, "b"))).toBe(false);
    expect(existsSync(`${dir}.restoring`)).toBe(false);
  });
});
