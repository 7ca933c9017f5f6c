"use server";

import { WORKSPACE_UPLOAD_LIMIT } from "@front/contract.mjs";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import type { RowError } from "@/server/content/parse";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { checkImport, confirmImport, type BulkCounts } from "./bulk-import";
import { REFUSAL_KEY } from "./action-state";
import { authorizeAction, type StaffAccount } from "./guard";
import { listChanges } from "./import-listing";
import { MAX_LISTED_CHANGES, MAX_LISTED_PROBLEMS, type ImportState } from "./import-state";
import { inUploadSlot, uploadSlotFree } from "./upload-slot";

/** Largest file taken (20,000 lectures as CSV are about 3 MB); the front layer's limit follows it. */
const MAX_IMPORT_BYTES = WORKSPACE_UPLOAD_LIMIT;

async function refused(
  key: string,
  values?: Record<string, string | number>,
): Promise<ImportState> {
  const t = await getTranslations("Workspace");
  return { stage: "refused", message: t(key, values) };
}

async function invalid(fileName: string, errors: RowError[]): Promise<ImportState> {
  const [t, rules] = await Promise.all([
    getTranslations("Workspace"),
    getTranslations("ContentRules"),
  ]);
  const problems = errors.slice(0, MAX_LISTED_PROBLEMS).map((e) => ({
    line: e.line,
    collection: e.collection,
    field: e.field,
    message: rules(e.key, e.values),
  }));
  const more = errors.length - problems.length;
  return {
    stage: "invalid",
    title: t("importInvalidTitle", { file: fileName, count: errors.length }),
    lines: more > 0 ? [t("importMoreProblems", { count: more })] : [],
    problems,
    total: errors.length,
  };
}

/** One line per collection in the file: "Lectures: 3 new, 1 changed, 10 unchanged". */
async function countLines(counts: BulkCounts): Promise<string[]> {
  const t = await getTranslations("Workspace");
  return Object.entries(counts).map(([collection, c]) =>
    t("importCountsLine", { name: t(`collections.${collection}`), ...c }),
  );
}

// A name to show and record: the file's own name, without folders or control characters.
const fileName = z
  .string()
  .transform((name) =>
    name
      .split(/[\\/]/)
      .pop()!
      .replace(/\p{Cc}/gu, "")
      .slice(0, 200),
  )
  .refine((name) => /\.(csv|json)$/i.test(name));

/**
 * The bulk upload's one action, so its two forms share one state (and work without JavaScript):
 * `step` "check" reads the file and dry-runs it, "confirm" writes the checked file.
 */
export async function bulkImport(_previous: ImportState, form: FormData): Promise<ImportState> {
  // Asked before the session is read, which waits for a running upload's transaction on the
  // embedded database: a second upload is told at once (decision 0062).
  if (!(await uploadSlotFree())) return refused("importBusy");
  const access = await authorizeAction("content:write");
  if (!access.ok) return refused(REFUSAL_KEY[access.error]);
  if (!(form instanceof FormData)) return refused("badRequest");
  return form.get("step") === "confirm"
    ? confirmStep(access.actor, form)
    : checkStep(access.actor, form);
}

/** Step 1: reads the file, checks every row, and counts what importing it would change. */
async function checkStep(actor: StaffAccount, form: FormData): Promise<ImportState> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused("importNoFile");
  const name = fileName.safeParse(file.name);
  if (!name.success) return refused("importFileType");
  if (file.size > MAX_IMPORT_BYTES) {
    return refused("importTooLarge", { megabytes: MAX_IMPORT_BYTES / 1024 / 1024 });
  }
  try {
    const db = await getDb();
    const checked = await inUploadSlot(async () =>
      checkImport(db, actor, name.data, await file.text()),
    );
    if (checked.busy) return refused("importBusy");
    const check = checked.value;
    if (!check.ok) return invalid(name.data, check.errors);
    const t = await getTranslations("Workspace");
    const lines = await countLines(check.counts);
    if (check.draftId === null) {
      return {
        stage: "unchanged",
        title: t("importUnchangedTitle", { file: check.fileName }),
        lines,
      };
    }
    const listed = check.changes.slice(0, MAX_LISTED_CHANGES);
    const more = check.changes.length - listed.length;
    return {
      stage: "ready",
      title: t("importReadyTitle", { file: check.fileName }),
      lines: more > 0 ? [...lines, t("importMoreChanges", { count: more })] : lines,
      draftId: check.draftId,
      counts: check.counts,
      changes: await listChanges(listed),
    };
  } catch (error) {
    log("error", "workspace.import_check_failed", { error });
    return refused("saveFailed");
  }
}

/** Step 2: writes the checked file, all of it or nothing. */
async function confirmStep(actor: StaffAccount, form: FormData): Promise<ImportState> {
  const draftId = z.uuid().safeParse(form.get("draftId"));
  if (!draftId.success) return refused("badRequest");
  try {
    const db = await getDb();
    const confirmed = await inUploadSlot(() => confirmImport(db, actor, draftId.data));
    if (confirmed.busy) return refused("importBusy");
    const result = confirmed.value;
    if (!result.ok) {
      return result.reason === "gone" ? refused("importGone") : invalid("", result.errors);
    }
    log("info", "workspace.imported", { file: result.fileName, by: actor.id });
    const t = await getTranslations("Workspace");
    return {
      stage: "done",
      title: t("importDoneTitle", { file: result.fileName }),
      lines: await countLines(result.counts),
      counts: result.counts,
    };
  } catch (error) {
    log("error", "workspace.import_failed", { error });
    return refused("saveFailed");
  }
}
