import { count, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_UPLOAD_BODY_LIMIT } from "@front/contract.mjs";
import type { Auth } from "@/server/auth/auth";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, libraryDocuments, user } from "@/server/db/schema";
import { readBulkJob } from "@/server/library/bulk-jobs";
import { receiveLibraryUpload, type UploadContext } from "@/server/library/upload-route";
import { inUploadSlot } from "@/server/workspace/upload-slot";
import { disguisedExecutable, largePdf, scriptedPdf, textPdf } from "../support/pdfs";
import { SITE_URL, buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * POST /admin/library/upload (decision 0091), the one path above the workspace's 8 MB: an editor's
 * session before anything is read, the body cut at 51 MB, the ZIP checked with each error named by
 * its line and field, then published in the background with its progress, all or nothing.
 */

const HEADER = "file,kind,class,subject,title,chapter,board,year";
const bulkZip = (rows: string[], pdfs: Record<string, Uint8Array>) =>
  zipSync({ "fields.csv": strToU8([HEADER, ...rows].join("\n")), ...pdfs }, { level: 1 });

/** The workspace's document form (decision 0109), sent from its page in `back`. */
function documentForm(fields: Record<string, string>, pdf: Uint8Array, back: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ step: "document", back, ...fields }))
    form.set(name, value);
  form.set("file", new File([Buffer.from(pdf)], "paper.pdf", { type: "application/pdf" }));
  return form;
}

function checkForm(zip: Uint8Array, back = "/ur/admin/library/bulk"): FormData {
  const form = new FormData();
  form.set("step", "check");
  form.set("back", back);
  form.set("file", new File([Buffer.from(zip)], "papers.zip", { type: "application/zip" }));
  return form;
}

describe.each(DATABASE_KINDS)("the library's upload route on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let context: UploadContext;

  async function signIn(role: "student" | "editor"): Promise<{ id: string; cookie: string }> {
    const email = uniqueEmail();
    const up = await postToAuth(
      auth,
      "/sign-up/email",
      { name: "Bilal", email, password: "correct horse battery" },
      { ip: "192.0.2.40" },
    );
    expect(up.status).toBe(200);
    const [row] = await handle.db
      .update(user)
      .set({ role, emailVerified: true })
      .where(eq(user.email, email))
      .returning({ id: user.id });
    return { id: row!.id, cookie: cookiesFrom(up) };
  }

  const post = (body: BodyInit, headers: Record<string, string>) =>
    receiveLibraryUpload(
      new Request(`${SITE_URL}/admin/library/upload`, {
        method: "POST",
        headers: { origin: SITE_URL, ...headers },
        body,
      }),
      context,
    );

  /** The job a check's redirect names. */
  const jobOf = (answer: Response) => {
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(/^\/ur\/admin\/library\/bulk\?job=[0-9a-f-]{36}$/);
    return location.split("job=")[1]!;
  };

  async function written() {
    const [documents] = await handle.db.select({ n: count() }).from(libraryDocuments);
    const [audit] = await handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.kind, "document"));
    return [documents?.n, audit?.n];
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false });
    context = { db: handle.db, auth, siteOrigin: SITE_URL };
  });
  afterAll(() => handle.close());

  it("refuses nobody signed in (401), a student and another site (403), and over 51 MB (413)", async () => {
    const zip = bulkZip(["a.pdf,notes,9th,physics,Chapter 1 notes,1,,"], {
      "a.pdf": await textPdf(1),
    });
    expect((await post(checkForm(zip), {})).status).toBe(401);
    const student = await signIn("student");
    expect((await post(checkForm(zip), { cookie: student.cookie })).status).toBe(403);
    const editor = await signIn("editor");
    const foreign = { cookie: editor.cookie, origin: "https://elsewhere.example" };
    expect((await post(checkForm(zip), foreign)).status).toBe(403);

    // Cut while read when no length is declared, and refused on a declared length.
    const huge = new Uint8Array(LIBRARY_UPLOAD_BODY_LIMIT + 1);
    const unsized = new Request(`${SITE_URL}/admin/library/upload`, {
      method: "POST",
      headers: { origin: SITE_URL, cookie: editor.cookie, "content-type": "application/zip" },
      body: huge,
    });
    expect(unsized.headers.get("content-length")).toBeNull();
    const cut = await receiveLibraryUpload(unsized, context);
    expect([cut.status, await cut.text()]).toEqual([
      413,
      "Payload Too Large: a library upload sends at most 50 MB.",
    ]);
    const declared = { cookie: editor.cookie, "content-length": `${huge.length}` };
    expect((await post(new Uint8Array(10), declared)).status).toBe(413);
    expect(await written()).toEqual([0, 0]);
  });

  it("names each bad line and field, and a file that is not a PDF, writing nothing", async () => {
    const editor = await signIn("editor");
    const zip = bulkZip(
      [
        "a.pdf,notes,9th,physics,Chapter 1 notes,1,,",
        "b.pdf,past-papers,9th,geography,Paper,,bise-lahore,2024",
        "c.pdf,notes,9th,physics,Chapter 2 notes,2,,",
      ],
      { "a.pdf": await textPdf(1), "b.pdf": await textPdf(1), "c.pdf": disguisedExecutable() },
    );
    const id = jobOf(await post(checkForm(zip), { cookie: editor.cookie }));
    expect(readBulkJob(id, editor.id)).toMatchObject({
      stage: "invalid",
      file: "papers.zip",
      errors: [{ line: 3, field: "subject", message: "choice" }],
    });
    // Not the editor's own: another account never sees it.
    expect(readBulkJob(id, (await signIn("editor")).id)).toBeNull();

    const rows = ["a.pdf,notes,9th,physics,Chapter 1 notes,1,,", "c.pdf,notes,9th,physics,Two,2,,"];
    const disguised = bulkZip(rows, { "a.pdf": await textPdf(1), "c.pdf": disguisedExecutable() });
    const second = jobOf(await post(checkForm(disguised), { cookie: editor.cookie }));
    expect(readBulkJob(second, editor.id)).toMatchObject({
      stage: "invalid",
      errors: [{ line: 3, field: "file", message: "notPdf" }],
    });
    const notZip = jobOf(await post(checkForm(await textPdf(1)), { cookie: editor.cookie }));
    expect(readBulkJob(notZip, editor.id)?.errors).toEqual([
      { line: null, field: "zip", message: "notZip" },
    ]);
    expect(await written()).toEqual([0, 0]);
  });

  it("publishes a checked ZIP in the background, page by page, each document audited", async () => {
    const editor = await signIn("editor");
    const zip = bulkZip(
      [
        "one.pdf,notes,9th,physics,Route alpha notes,1,,",
        "two.pdf,past-papers,10th,chemistry,Route paper 2024,,fbise,2024",
      ],
      { "one.pdf": await textPdf(2), "two.pdf": await textPdf(1) },
    );
    const id = jobOf(await post(checkForm(zip), { cookie: editor.cookie }));
    const job = readBulkJob(id, editor.id)!;
    expect([job.stage, job.documents]).toEqual(["ready", 2]);

    const publish = new FormData();
    for (const [name, value] of Object.entries({ step: "publish", job: id, back: "/x" }))
      publish.set(name, value);
    const started = await post(publish, { cookie: editor.cookie });
    // An unknown "back" goes to the English page.
    expect(started.headers.get("location")).toBe(`/admin/library/bulk?job=${id}`);
    expect(job.stage).toBe("converting");
    await job.finished;
    expect(job.stage).toBe("done");
    expect(job.progress).toEqual({ document: 2, documents: 2, page: 1, pages: 1 });
    expect(job.published.map((document) => document.title)).toEqual([
      "Route alpha notes",
      "Route paper 2024",
    ]);
    expect(await written()).toEqual([2, 2]);
    const actors = await handle.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.kind, "document"));
    expect(actors).toEqual([{ actor: editor.id }, { actor: editor.id }]);
    // Published once: sent again, it shows the job as it is.
    const again = await post(publish, { cookie: editor.cookie });
    expect(again.headers.get("location")).toBe(`/admin/library/bulk?job=${id}`);
    expect(await written()).toEqual([2, 2]);
  });

  it("tells a second editor the workspace is busy while another upload runs", async () => {
    const editor = await signIn("editor");
    const zip = bulkZip(["a.pdf,notes,9th,physics,Chapter 1 notes,1,,"], {
      "a.pdf": await textPdf(1),
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = () => resolve()));
    const running = inUploadSlot(() => held);
    const answer = await post(checkForm(zip), { cookie: editor.cookie });
    expect(answer.headers.get("location")).toBe("/ur/admin/library/bulk?notice=busy");
    release();
    await running;
  });

  it("publishes one document over the workspace's 8 MB, and sends a refused one back with why", async () => {
    const editor = await signIn("editor");
    const [before] = await written();
    const fields = { kind: "past-papers", class: "9th", subject: "physics", title: "Big paper" };
    const paper = { ...fields, board: "fbise", year: "2023" };
    const big = await largePdf(9);
    expect(big.length).toBeGreaterThan(9 * 1024 * 1024);
    const saved = await post(documentForm(paper, big, "/ur/admin/library/new"), {
      cookie: editor.cookie,
    });
    expect(saved.status).toBe(303);
    const location = saved.headers.get("location") ?? "";
    expect(location).toMatch(/^\/ur\/admin\/library\/[1-9][0-9]*\?saved=1$/);
    const id = Number(/library\/(\d+)/.exec(location)?.[1]);
    const [row] = await handle.db
      .select({ title: libraryDocuments.title, pages: libraryDocuments.pages })
      .from(libraryDocuments)
      .where(eq(libraryDocuments.id, id));
    expect(row).toEqual({ title: "Big paper", pages: 1 });
    expect(await written()).toEqual([before! + 1, before! + 1]);

    // A script in the PDF, and a past paper without its year: back to the form, nothing written.
    const refused = await post(documentForm(fields, await scriptedPdf(), `/admin/library/${id}`), {
      cookie: editor.cookie,
    });
    const back = new URL(refused.headers.get("location") ?? "", SITE_URL);
    expect([refused.status, back.pathname]).toEqual([303, `/admin/library/${id}`]);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      ...fields,
      problems: "board:errors.required,year:errors.required",
      notice: "fixFields",
    });
    const scripted = await post(documentForm(paper, await scriptedPdf(), "/admin/library/new"), {
      cookie: editor.cookie,
    });
    const again = new URL(scripted.headers.get("location") ?? "", SITE_URL);
    expect(again.searchParams.get("problems")).toBe("file:refusals.javascript");
    expect(await written()).toEqual([before! + 1, before! + 1]);
    // A student may not; an address elsewhere sends the answer to the bulk page.
    const student = await signIn("student");
    const tried = await post(documentForm(paper, await textPdf(1), "https://elsewhere.example"), {
      cookie: student.cookie,
    });
    expect(tried.status).toBe(403);
  });
});
