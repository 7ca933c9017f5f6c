import { callServerAction, serverActionId } from "../tests/support/server-action";
import type { HeavyWork } from "./busy-work";

/**
 * Issue 32: an editor checks a bulk upload of 84,000 lectures (a CSV just under the 8 MB upload
 * limit) while visitors read; a kept page and /healthz must keep answering (bench/busy-work.ts).
 */

export const BULK_ROWS = 84_000;

/** The workspace's admin the bench registers before its server starts (ADMIN_EMAILS). */
export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "Bench-Admin-Pass-1" };

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
async function checkUpload(origin: string, cookie: string, csv: string) {
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
  return { did: `HTTP ${status}, stage ${stage}`, ran: status === 200 && stage === "ready" };
}

/** The check of an upload of `rows` new lectures, as one admin asks for it. */
export function bulkCheck(origin: string, adminCookie: string, rows = BULK_ROWS): HeavyWork {
  const csv = lecturesCsv(rows);
  const megabytes = (Buffer.byteLength(csv) / 1024 / 1024).toFixed(1);
  return {
    name: `bulk-upload check: ${rows.toLocaleString("en")} new lectures, ${megabytes} MB`,
    run: () => checkUpload(origin, adminCookie, csv),
  };
}
