import { callServerAction, serverActionId } from "../tests/support/server-action";
import { measureQuiet, measureWhileBusy, type BusyFigures, type Probe } from "./while-busy";

/**
 * Issue 32: an editor checks a bulk upload of 84,000 lectures (a CSV just under the 8 MB upload
 * limit) while visitors read; a kept page and /healthz must keep answering (bench/busy-report.ts).
 * The same probes on the quiet server, for as long, show what the check changes.
 */

export const BULK_ROWS = 84_000;

/** The workspace's admin the bench registers before its server starts (ADMIN_EMAILS). */
export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "Bench-Admin-Pass-1" };

export const BUSY_PROBES: Probe[] = [
  { name: "kept page", path: "/latest" },
  { name: "/healthz", path: "/healthz" },
];

export type BulkCheckOutcome = { status: number; stage: string; csvBytes: number };

export type BulkCheckFigures = {
  rows: number;
  quiet: BusyFigures<undefined>;
  busy: BusyFigures<BulkCheckOutcome>;
};

/** New lectures of 9th physics, 100 a chapter, as an editor's spreadsheet lists them. */
export function lecturesCsv(rows: number): string {
  const lines = ["class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId"];
  for (let i = 0; i < rows; i += 1) {
    const chapter = Math.floor(i / 100) + 1;
    lines.push(
      `9th,physics,${chapter},Bench chapter ${chapter},${(i % 100) + 1},Bench lecture ${i + 1},b${String(i).padStart(10, "0")}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Step 1 of the bulk upload, as the workspace's form posts it. */
async function checkUpload(origin: string, cookie: string, csv: string): Promise<BulkCheckOutcome> {
  const form = new FormData();
  form.set("step", "check");
  form.set("file", new File([csv], "bench-lectures.csv", { type: "text/csv" }));
  const { status, result } = await callServerAction({
    url: origin,
    path: "/admin/import",
    actionId: serverActionId("src/server/workspace/import-actions.ts", "bulkImport"),
    args: [{ stage: "idle" }, form],
    cookie,
    timeoutMs: 600_000,
  });
  const stage = (result as { stage?: string } | undefined)?.stage ?? "none";
  return { status, stage, csvBytes: Buffer.byteLength(csv) };
}

export async function measureBulkCheck(
  origin: string,
  adminCookie: string,
  rows = BULK_ROWS,
): Promise<BulkCheckFigures> {
  const csv = lecturesCsv(rows);
  const busy = await measureWhileBusy(origin, BUSY_PROBES, () =>
    checkUpload(origin, adminCookie, csv),
  );
  const quiet = await measureQuiet(origin, BUSY_PROBES, Math.min(busy.busyMs, 20_000));
  return { rows, quiet, busy };
}
