import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { acquireDirLock } from "../dir-lock";
import { makePrivate } from "../private-files";
import { writeAtomically } from "./files";

/**
 * Backups of the embedded database: PGlite's own dump of its data folder (a .tar.gz). Both
 * directions take the folder's lock first, so they refuse while a server has the database open.
 */

const trimmed = (dir: string) => dir.replace(/\/+$/, "");

async function loadPglite() {
  return (await import("@electric-sql/pglite")).PGlite;
}

export async function backupPglite(dir: string, file: string): Promise<void> {
  if (!existsSync(dir)) throw new Error(`There is no embedded database at ${dir}.`);
  const lock = acquireDirLock(dir);
  try {
    const PGlite = await loadPglite();
    const client = await PGlite.create(dir);
    try {
      const dump = await client.dumpDataDir("gzip");
      await writeAtomically(file, async (temporary) => {
        writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      });
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Unpacks the backup beside the data folder and checks it opens as a Parhai database; only then
 * swaps it in. The data replaced stays in <dir>.before-restore until the next restore.
 */
export async function restorePglite(dir: string, file: string): Promise<{ previous?: string }> {
  const target = trimmed(dir);
  const staging = `${target}.restoring`;
  const previous = `${target}.before-restore`;
  const lock = acquireDirLock(target);
  try {
    rmSync(staging, { recursive: true, force: true });
    try {
      const PGlite = await loadPglite();
      const blob = new Blob([readFileSync(file)]);
      const client = await PGlite.create(staging, { loadDataDir: blob });
      try {
        const { rows } = await client.query<{ table: string | null }>(
          "SELECT to_regclass('public.lectures')::text AS table",
        );
        if (!rows[0]?.table) throw new Error(`${file} is not a backup of a Parhai database.`);
      } finally {
        await client.close();
      }
      makePrivate(staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    if (!existsSync(target)) {
      renameSync(staging, target);
      return {};
    }
    rmSync(previous, { recursive: true, force: true });
    renameSync(target, previous);
    try {
      renameSync(staging, target);
    } catch (error) {
      renameSync(previous, target);
      throw error;
    }
    return { previous };
  } finally {
    lock.release();
  }
}
