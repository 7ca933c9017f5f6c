import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirLock, resolvedDir } from "./dir-lock";

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  children.splice(0).forEach((child) => child.kill("SIGKILL"));
  folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

function lockedBy(pid: number): string {
  const folder = realpathSync(mkdtempSync(path.join(tmpdir(), "reliab-lock-")));
  folders.push(folder);
  const dir = path.join(folder, "pglite");
  writeFileSync(`${dir}.lock`, String(pid));
  return dir;
}

/** A child that starts a short-lived process it never reaps: the pid of that zombie. */
async function zombiePid(): Promise<number> {
  // The short process outlives the exec, so its parent is then `sleep`, which never reaps it.
  const parent = spawn("sh", ["-c", "sleep 0.2 & echo $!; exec sleep 30"]);
  children.push(parent);
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  while (!readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.startsWith("Z")) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return pid;
}

describe("acquireDirLock", () => {
  it("refuses a folder a live process holds", () => {
    const holder = spawn("sleep", ["30"]);
    children.push(holder);
    expect(() => acquireDirLock(lockedBy(holder.pid!))).toThrow(/in use by process/);
  });

  it("takes over the lock of a server killed with SIGKILL and not yet reaped", async () => {
    const dir = lockedBy(await zombiePid());
    const lock = acquireDirLock(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe("resolvedDir", () => {
  it("gives one name to every spelling of a folder: trailing dot, dot-dot, a symbolic link", () => {
    const folder = realpathSync(mkdtempSync(path.join(tmpdir(), "reliab-lock-")));
    folders.push(folder);
    const dir = path.join(folder, "pglite");
    mkdirSync(dir);
    symlinkSync(dir, path.join(folder, "link"));
    for (const spelling of [`${dir}/.`, `${dir}/`, `${folder}/x/../pglite`, `${folder}/link`]) {
      expect(resolvedDir(spelling)).toBe(dir);
    }
    // A folder not made yet resolves through its nearest existing parent.
    expect(resolvedDir(`${folder}/link/new/./data`)).toBe(`${dir}/new/data`);
  });

  it("makes a second spelling of a held folder refuse, as the first does", () => {
    const holder = spawn("sleep", ["30"]);
    children.push(holder);
    const dir = lockedBy(holder.pid!);
    mkdirSync(dir);
    expect(() => acquireDirLock(`${dir}/.`)).toThrow(/in use by process/);
    expect(() => acquireDirLock(`${dir}//`)).toThrow(/in use by process/);
  });
});
