import { randomUUID } from "node:crypto";
import { remember } from "@/lib/remember.mjs";
import type { Database } from "@/server/db/client";
import { log } from "@/server/log";
import type { Actor } from "@/server/workspace/audit";
import { inUploadSlot } from "@/server/workspace/upload-slot";
import { checkBulk, publishBulk } from "./bulk";
import type { BulkError } from "./bulk-manifest";

/**
 * A bulk upload as the workspace shows it (decision 0091): checked when sent, then published in
 * the background while its page polls the progress. Kept in this process's memory, the ZIP only
 * between the check and the publishing; one check or publishing runs at a time (the workspace's
 * upload slot, decision 0062).
 */
export type BulkJob = {
  id: string;
  owner: string;
  file: string;
  createdAt: number;
  stage: "invalid" | "ready" | "converting" | "done" | "failed";
  documents: number;
  errors: BulkError[];
  progress: { document: number; documents: number; page: number; pages: number } | null;
  published: { id: number; title: string }[];
  zip: Uint8Array | null;
  /** Settles when the publishing ends (tests wait on it). */
  finished: Promise<void> | null;
};

/** A checked ZIP waits this long for its "Publish"; jobs are shown this long after. */
const KEPT_MS = 60 * 60_000;
const MAX_JOBS = 20;

const jobs = remember("library-bulk-jobs", () => new Map<string, BulkJob>());

function forgetOld(now: number) {
  for (const [id, job] of jobs)
    if (job.stage !== "converting" && (now - job.createdAt > KEPT_MS || jobs.size > MAX_JOBS))
      jobs.delete(id);
}

/** The job, only for the editor who sent it. */
export function readBulkJob(id: string, owner: string): BulkJob | null {
  const job = jobs.get(id);
  return job && job.owner === owner ? job : null;
}

/** Checks a ZIP (in the upload slot); null when another upload keeps the workspace busy. */
export async function checkBulkJob(
  zip: Uint8Array,
  file: string,
  owner: Actor,
): Promise<BulkJob | null> {
  const checked = await inUploadSlot(() => Promise.resolve(checkBulk(zip)));
  if (checked.busy) return null;
  const check = checked.value;
  forgetOld(Date.now());
  const job: BulkJob = {
    id: randomUUID(),
    owner: owner.id,
    file,
    createdAt: Date.now(),
    stage: check.ok ? "ready" : "invalid",
    documents: check.ok ? check.entries.length : 0,
    errors: check.ok ? [] : check.errors,
    progress: null,
    published: [],
    zip: check.ok ? zip : null,
    finished: null,
  };
  jobs.set(job.id, job);
  return job;
}

/**
 * Starts publishing a checked job in the background; false when another upload keeps the
 * workspace busy (the job stays ready). Converting and writing happen in the slot.
 */
export function startBulkJob(db: Database, job: BulkJob, actor: Actor): Promise<boolean> {
  const zip = job.zip;
  if (job.stage !== "ready" || !zip) return Promise.resolve(false);
  return new Promise((started) => {
    const run = inUploadSlot(async () => {
      job.stage = "converting";
      job.zip = null;
      started(true);
      try {
        const result = await publishBulk(db, zip, actor, (progress) => (job.progress = progress));
        if (result.ok) job.published = result.rows.map(({ id, title }) => ({ id, title }));
        else job.errors = result.errors;
        job.stage = result.ok ? "done" : "invalid";
      } catch (error) {
        log("error", "library.bulk_failed", { error });
        job.stage = "failed";
      }
    });
    job.finished = run.then((answer) => {
      if (answer.busy) started(false);
    });
  });
}
