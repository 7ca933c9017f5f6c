import { describe, expect, it } from "vitest";
import { percentile } from "./workspace-list";
import { workspaceSection, writeWorkspaceSection, type WorkspaceRun } from "./workspace-report";

const run = (p99Ms: number): WorkspaceRun => ({
  figures: {
    requests: 250,
    p50Ms: 20,
    p95Ms: 40,
    p99Ms,
    maxMs: 90,
    failures: 0,
    paths: Array.from({ length: 25 }, () => "/"),
    slowest: [{ path: "/admin/lectures?q=result", p50Ms: 80, p99Ms: 150 }],
  },
  passed: p99Ms < 200,
  machine: {
    cpuModel: "CPU",
    cores: 2,
    memoryGiB: 8,
    node: "v20",
    chromium: "-",
    lighthouse: "-",
    loadAverageAtStart: 0.5,
  },
  date: "2026-11-23T00:00:00.000Z",
  catalogue: "20,000 lectures and 5,000 updates",
});

describe("the workspace section of RESULTS.md", () => {
  it("is added once and replaced by the next run, the rest of the file untouched", () => {
    const first = writeWorkspaceSection("# Benchmark results\n\nbody\n", run(80));
    const second = writeWorkspaceSection(first, run(120));
    expect(second.startsWith("# Benchmark results\n\nbody\n")).toBe(true);
    expect(second.match(/workspace-list:start/g)).toHaveLength(1);
    expect(workspaceSection(second)).toContain("| 250 | 20 ms | 40 ms | 120 ms | 90 ms | 0 |");
    expect(workspaceSection(second)).toContain("**PASSED**");
    expect(workspaceSection(writeWorkspaceSection(second, run(250)))).toContain("**FAILED**");
  });

  it("is empty in a file without one", () => {
    expect(workspaceSection("# Benchmark results\n")).toBe("");
  });
});

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 99)).toBeNaN();
  });
});
