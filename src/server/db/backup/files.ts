import { mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

export const BACKUP_DIR = "backups";

/** backups/parhai-2026-11-22T03-20-00-123Z.<extension>: sortable, and valid on every filesystem. */
export function backupFileName(extension: string, now = new Date()): string {
  return `parhai-${now.toISOString().replace(/:/g, "-").replace(".", "-")}.${extension}`;
}

/** Writes through a temporary name, so a backup file that exists is always complete. */
export async function writeAtomically(
  file: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  try {
    await write(temporary);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
