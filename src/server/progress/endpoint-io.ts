import "server-only";
import { z } from "zod";
import type { ProgressReport } from "@/lib/progress-rules";

/** What POST /api/progress and POST /api/progress/claim share: their bodies and answers. */

/** A report or a claim is at most this large (a `keepalive` fetch may carry 64 KB). */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_SECONDS = 24 * 60 * 60;
// PostgreSQL integer ids stop here; a larger id cannot exist and must not reach the query.
const MAX_ID = 2_147_483_647;
const seconds = z.number().finite().min(0).max(MAX_SECONDS);

/** One report of the player's, as it sends it. */
export const reportSchema = z.object({
  lectureId: z.number().int().min(1).max(MAX_ID),
  event: z.enum(["start", "progress", "pause", "end", "leave", "unlock"]),
  watched: seconds,
  position: seconds,
  duration: seconds.nullable(),
  sentAt: z.number().int().positive().optional(),
});

export type ReportBody = z.infer<typeof reportSchema>;

export function asReport(body: ReportBody): ProgressReport {
  const { event, watched, position, duration } = body;
  return { event, watchedDelta: watched, position, duration };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "private, no-store", ...headers },
  });
}

export type ReadBody = { ok: true; value: unknown } | { ok: false; tooLarge: boolean };

/** The request's JSON body; refused when it is larger than MAX_BODY_BYTES or not JSON. */
export async function readBody(request: Request): Promise<ReadBody> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return { ok: false, tooLarge: true };
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return { ok: false, tooLarge: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, tooLarge: false };
  }
}
