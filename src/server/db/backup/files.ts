import { chmodSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

export const BACKUP_DIR = "backups";

/** backups/parhai-2026-11-22T03-20-00-123Z.<extension>: sortable, and valid on every filesystem. */
export function backupFileName(extension: string, now = new Date()): string {
  return `parhai-${now.toISOString().replace(/:/g, "-").replace(".", "-")}.${extension}`;
}

/**
 * Writes through a temporary name, so a backup file that exists is always complete. A backup
 * holds every account's data: it is readable by its owner only (0600), whatever the umask.
 */
export async function writeAtomically(
  file: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.partial`;
  try {
    await write(temporary);
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
