import { remember } from "@/lib/remember.mjs";
import { getEnv, type Env } from "@/env";
import type { Database } from "@/server/db/client";
import { log } from "@/server/log";
import { logSender, smtpSender, type MailSender } from "./transport";
import { queueIssueBatch } from "@/server/newsletter/sending";
import { pruneUnconfirmedSubscribers } from "@/server/newsletter/subscriptions";
import { MAIL_WORKER_DEFAULTS, startMailWorker, type MailWorker } from "./worker";

/** The sender SMTP_URL and MAIL_FROM describe, or the log when SMTP_URL is not set. */
export function senderFromEnv(env: Env = getEnv()): MailSender {
  const host = new URL(env.siteUrl).hostname;
  if (!env.SMTP_URL) return logSender(env.NODE_ENV === "development");
  return smtpSender({
    url: env.SMTP_URL,
    from: env.MAIL_FROM ?? `Parhai <no-reply@${host}>`,
    host,
  });
}

/** Whether mail really leaves (the workspace says when it does not). */
export function isMailConfigured(env: Env = getEnv()): boolean {
  return env.SMTP_URL !== undefined;
}

const holder = remember("mail-worker", (): { worker?: MailWorker } => ({}));

/** At the server's start, after the migrations: this process's mail worker. */
export function startServerMailWorker(db: Database): void {
  if (holder.worker) return;
  const sender = senderFromEnv();
  if (!sender.configured) log("warn", "mail.not_configured_at_start");
  const { siteUrl } = getEnv();
  holder.worker = startMailWorker(
    db,
    sender,
    MAIL_WORKER_DEFAULTS,
    () => queueIssueBatch(db, siteUrl),
    () => pruneUnconfirmedSubscribers(db),
  );
}

/** At shutdown, before the database closes: the mails being sent are settled first. */
export async function stopServerMailWorker(): Promise<void> {
  const worker = holder.worker;
  holder.worker = undefined;
  await worker?.stop();
}
