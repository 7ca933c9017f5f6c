import { execFileSync } from "node:child_process";
import os from "node:os";

export type Machine = {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
  /** One-minute load average when the run started: other work on the machine skews every figure. */
  loadAverageAtStart: number;
};

export type Revision = { commit: string; dirty: boolean };

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export function describeMachine(chromiumPath: string, lighthouseVersion: string): Machine {
  return {
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    chromium: run(chromiumPath, ["--version"]),
    lighthouse: lighthouseVersion,
    loadAverageAtStart: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

export function describeRevision(): Revision {
  return {
    commit: run("git", ["rev-parse", "HEAD"]),
    dirty: run("git", ["status", "--porcelain"]) !== "",
  };
}
