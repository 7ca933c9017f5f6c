import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's files hold emails, password hashes and session tokens (its write-ahead
 * log too), and backups hold all of it: only the account that runs the server may read them.
 */

/** Files made by this process are readable by its owner only (0600 files, 0700 folders). */
export const PRIVATE_UMASK = 0o077;

/** For the server and every script that writes data or backups: call before writing anything. */
export function setPrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes every permission of group and others off `target` and, for a folder, everything in it
 * (symbolic links are left alone). Returns how many modes it changed: files written before
 * the umask was set, or copied in by hand, are private from the next start on.
 */
export function makePrivate(target: string): number {
  const stat = lstatSync(target, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stat.mode & PRIVATE_UMASK) !== 0) {
    chmodSync(target, stat.mode & 0o7700 & ~PRIVATE_UMASK);
    changed += 1;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(target)) changed += makePrivate(path.join(target, name));
  }
  return changed;
}
