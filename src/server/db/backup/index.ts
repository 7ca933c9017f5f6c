import path from "node:path";
import { BACKUP_DIR, backupFileName } from "./files";
import { backupPglite, restorePglite } from "./pglite";
import { backupPostgres, restorePostgres } from "./postgres";

export type BackupTarget = { url?: string; pgliteDir: string };

/** Backs up PostgreSQL (DATABASE_URL) or the embedded database; returns the file written. */
export async function backupDatabase(target: BackupTarget, dir = BACKUP_DIR): Promise<string> {
  if (target.url) {
    const file = path.join(dir, backupFileName("dump"));
    await backupPostgres(target.url, file);
    return file;
  }
  const file = path.join(dir, backupFileName("tar.gz"));
  await backupPglite(target.pgliteDir, file);
  return file;
}

/** Replaces the database's data with the backup's, or changes nothing when anything fails. */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ previous?: string }> {
  if (target.url) {
    await restorePostgres(target.url, file);
    return {};
  }
  return restorePglite(target.pgliteDir, file);
}
