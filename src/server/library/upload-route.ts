import { z } from "zod";
import { LIBRARY_UPLOAD_BODY_LIMIT } from "@front/contract.mjs";
import { isForeignStateChange } from "@front/request-checks.mjs";
import type { Auth } from "@/server/auth/auth";
import { localeOfPath, localePath } from "@/lib/locale-path";
import { sessionOfCookie } from "@/server/auth/session";
import type { Database } from "@/server/db/client";
import { readStaffAccount, workspaceAccess } from "@/server/workspace/staff-account";
import { checkBulkJob, readBulkJob, startBulkJob } from "./bulk-jobs";
import { refusedQuery, saveDocument } from "./document-upload";

/**
 * POST /admin/library/upload (decisions 0091, 0109): the one path that takes up to 50 MB (a bulk
 * ZIP, a PDF or a scanned paper's pages), above the workspace's 8 MB action limit. The session is
 * checked before a byte of the body is read; the body is read as a stream and cut at the limit.
 * Plain HTML forms post here: the answer is a redirect to the page the form was on, which shows
 * the refusal, the check's errors or the publishing's progress, or to the saved document's page.
 */

export const BULK_PAGE = "/admin/library/bulk";

export type UploadContext = { db: Database; auth: Auth; siteOrigin: string };

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

const tooLarge = () =>
  text(
    413,
    `Payload Too Large: a library upload sends at most ${LIBRARY_UPLOAD_BODY_LIMIT / 1024 / 1024 - 1} MB.`,
  );

/** The body, or null once it passes `limit` bytes (the rest is not read). */
async function readCapped(request: Request, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  if (Number(request.headers.get("content-length")) > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.length;
    if (size > limit) {
      await reader?.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

const Sent = z.discriminatedUnion("step", [
  z.object({ step: z.literal("check"), file: z.instanceof(File) }),
  z.object({ step: z.literal("publish"), job: z.uuid() }),
  z.object({
    step: z.literal("document"),
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
]);
/** The page the form was on, in its language: the bulk page, or a document's form. */
const Back = z
  .string()
  .regex(/^(?:\/ur)?\/admin\/library\/(?:bulk|new|[1-9][0-9]{0,9})$/)
  .catch(BULK_PAGE);

/** A short name to show: the file's own, without folders or control characters. */
const shown = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "").replace(/\p{Cc}/gu, "").slice(0, 120);

export async function receiveLibraryUpload(
  request: Request,
  { db, auth, siteOrigin }: UploadContext,
): Promise<Response> {
  const foreign = isForeignStateChange({
    method: request.method,
    origin: request.headers.get("origin"),
    fetchSite: request.headers.get("sec-fetch-site"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    siteOrigin,
  });
  if (foreign) return text(403, "Forbidden: the upload must come from the workspace.");
  const session = await sessionOfCookie(auth, db, request.headers.get("cookie") ?? "");
  const account = session.user && (await readStaffAccount(db, session.user.id));
  if (!account) return text(401, "Unauthorized: sign in to the workspace first.");
  if (workspaceAccess(account, "content:write") !== "allowed")
    return text(403, "Forbidden: your role may not publish in the library.");

  const body = await readCapped(request, LIBRARY_UPLOAD_BODY_LIMIT);
  if (!body) return tooLarge();
  let form: FormData;
  try {
    const type = request.headers.get("content-type") ?? "";
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return text(400, "Bad Request: send the workspace's upload form.");
  }
  const back = Back.parse(form.get("back"));
  const sent = Sent.safeParse(Object.fromEntries(form));
  if (!sent.success) return text(400, "Bad Request: send the workspace's upload form.");
  const redirect = (query: string) =>
    new Response(null, { status: 303, headers: { location: `${back}?${query}` } });

  if (sent.data.step === "document") {
    const outcome = await saveDocument(db, form, sent.data.id ?? null, account);
    if (outcome.ok) {
      const saved = localePath(`/admin/library/${outcome.id}?saved=1`, localeOfPath(back));
      return new Response(null, { status: 303, headers: { location: saved } });
    }
    return redirect(refusedQuery(outcome));
  }
  if (sent.data.step === "check") {
    const file = sent.data.file;
    if (file.size === 0) return redirect("notice=empty");
    const zip = new Uint8Array(await file.arrayBuffer());
    const job = await checkBulkJob(zip, shown(file.name), account);
    return redirect(job ? `job=${job.id}` : "notice=busy");
  }
  const job = readBulkJob(sent.data.job, account.id);
  if (!job) return redirect("notice=gone");
  // Sent twice (a double click, the back button): the job's page shows where it is.
  if (job.stage !== "ready") return redirect(`job=${job.id}`);
  const started = await startBulkJob(db, job, account);
  return redirect(started ? `job=${job.id}` : `job=${job.id}&notice=busy`);
}
