import { readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export type DirLock = { release: () => void };

// A process killed with SIGKILL stays a zombie until its parent reaps it, and signal 0 still
// reaches a zombie; on Linux, /proc tells the two apart (state Z), so a killed server's lock is free.
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The folder's one true name: absolute, with symbolic links and "." or ".." resolved, also for
 * a folder not made yet (through its nearest existing parent). "./data/pglite", "data/pglite/."
 * and a link to it all lock the same file.
 */
export function resolvedDir(dir: string): string {
  const absolute = path.resolve(dir);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = path.dirname(absolute);
    if (parent === absolute) return absolute;
    // A path known only at run time: the build must not take it as a reason to trace every file.
    return path.join(/*turbopackIgnore: true*/ resolvedDir(parent), path.basename(absolute));
  }
}

/** A pid file beside the data dir, so a second process refuses to open the same PGlite files. */
export function acquireDirLock(dir: string): DirLock {
  const file = `${resolvedDir(dir)}.lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database at ${dir} is in use by process ${owner}. Stop the server first.`,
      );
    }
    writeFileSync(file, String(process.pid), { mode: 0o600 });
  }
  return {
    release: () => {
      try {
        if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
