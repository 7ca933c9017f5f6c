import { randomUUID } from "node:crypto";
import type { Database } from "@/server/db/client";
import { log } from "@/server/log";
import { claimDueMail, markFailedAttempt, markSent, onMailQueued, pruneSettledMail } from "./queue";
import { isPermanentFailure, type MailSender } from "./transport";

/** The queue's timings (decision 0065); tests pass shorter ones. */
export type MailWorkerOptions = {
  /** Mails claimed at once; they go out in parallel over the sender's few connections. */
  batch: number;
  /** How long a claim keeps other servers off a mail: far longer than one SMTP exchange. */
  leaseMs: number;
  /** How often an idle worker looks for due mail (a mail queued here wakes it at once). */
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to maxDelayMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Attempts before a mail is given up on (marked failed). */
  maxAttempts: number;
  /** How long sent and failed mails are kept for the workspace's counts. */
  keepMs: number;
};

const HOUR = 3_600_000;

export const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  batch: 20,
  leaseMs: 10 * 60_000,
  pollMs: 5_000,
  firstRetryMs: 30_000,
  maxRetryMs: HOUR,
  maxAttempts: 10,
  keepMs: 30 * 24 * HOUR,
};

/** Exponential backoff with a little jitter, so mails refused together do not return together. */
export function retryDelayMs(attempt: number, options: MailWorkerOptions, random = Math.random) {
  const delay = Math.min(options.maxRetryMs, options.firstRetryMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(delay * (0.8 + 0.2 * random()));
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Claims one batch and sends it; returns how many mails it claimed. */
export async function sendMailBatch(
  db: Database,
  sender: MailSender,
  options: MailWorkerOptions,
  token: string,
): Promise<number> {
  const mails = await claimDueMail(db, { limit: options.batch, leaseMs: options.leaseMs, token });
  await Promise.all(
    mails.map(async (mail) => {
      try {
        await sender.send(mail);
      } catch (error) {
        const giveUp = isPermanentFailure(error) || mail.attempts >= options.maxAttempts;
        const retryIn = giveUp ? null : retryDelayMs(mail.attempts, options);
        await markFailedAttempt(db, mail, describe(error), retryIn);
        log(giveUp ? "error" : "warn", giveUp ? "mail.failed" : "mail.retry", {
          id: mail.id,
          kind: mail.kind,
          attempt: mail.attempts,
          error,
        });
        return;
      }
      await markSent(db, mail);
    }),
  );
  return mails.length;
}

export type MailWorker = { stop: () => Promise<void> };

/**
 * Work that queues mails in steps (a newsletter's batches, decision 0069): one step per round,
 * returning how many mails it queued.
 */
export type MailChore = () => Promise<number>;

/**
 * The loop each server runs beside its requests: a request only writes a row, so a slow or dead
 * SMTP server never holds a page. Several servers may run it; claims keep them apart. Once an
 * hour it drops settled mails past their retention, and runs `prune` (other parts' retention:
 * unconfirmed newsletter addresses).
 */
export function startMailWorker(
  db: Database,
  sender: MailSender,
  options: MailWorkerOptions = MAIL_WORKER_DEFAULTS,
  chore?: MailChore,
  prune?: () => Promise<number>,
): MailWorker {
  const token = randomUUID();
  let stopped = false;
  let wake: (() => void) | undefined;
  let prunedAt = 0;
  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  onMailQueued(() => wake?.());

  const loop = async () => {
    while (!stopped) {
      let claimed = 0;
      let queued = 0;
      try {
        queued = chore ? await chore() : 0;
        claimed = await sendMailBatch(db, sender, options, token);
        if (Date.now() - prunedAt > HOUR) {
          prunedAt = Date.now();
          await pruneSettledMail(db, options.keepMs);
          await prune?.();
        }
      } catch (error) {
        // The database is away: the mails wait in it; try again after a pause.
        log("warn", "mail.worker_paused", { error });
      }
      if (!stopped && claimed < options.batch && queued === 0) await nap();
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      onMailQueued(undefined);
      wake?.();
      await running;
      sender.close();
    },
  };
}
