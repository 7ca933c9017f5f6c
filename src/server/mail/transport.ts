import { createTransport } from "nodemailer";
import { log } from "@/server/log";
import type { QueuedMail } from "./queue";

/** Where the worker hands a claimed mail; throws a MailSendError-like error when it did not go. */
export type MailSender = {
  /** False when SMTP_URL is not set: mail goes to the log (the workspace says so). */
  configured: boolean;
  send: (mail: QueuedMail) => Promise<void>;
  close: () => void;
};

export type SmtpSettings = {
  url: string;
  from: string;
  /** The host the Message-ID names (SITE_URL's). */
  host: string;
};

/**
 * A Message-ID fixed by the queue's row: should a mail ever go out twice (a server dying between
 * the SMTP server's answer and the row being marked sent), receivers see the same message.
 */
export function messageIdOf(mail: Pick<QueuedMail, "id">, host: string): string {
  return `<mail-${mail.id}@${host}>`;
}

/** Bounds on one SMTP exchange; together they stay well under the queue's lease (decision 0065). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

/** Sends through SMTP with a small pool of connections reused between mails. */
export function smtpSender({ url, from, host }: SmtpSettings): MailSender {
  const transport = createTransport(
    { url, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS },
    {
      from,
    },
  );
  return {
    configured: true,
    send: async (mail) => {
      await transport.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers,
        messageId: messageIdOf(mail, host),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL: in development the whole mail is printed, so a developer can follow a reset
 * link; elsewhere only that a mail was not sent (a reset link in a production log would be a key).
 */
export function logSender(development: boolean): MailSender {
  return {
    configured: false,
    send: (mail) => {
      if (development) {
        process.stdout.write(
          `\n--- mail ${mail.id} (${mail.kind}, not sent: SMTP_URL is not set) ---\nTo: ${mail.recipient}\nSubject: ${mail.subject}\n\n${mail.text}\n--- end of mail ${mail.id} ---\n\n`,
        );
      } else {
        log("warn", "mail.not_configured", { id: mail.id, kind: mail.kind });
      }
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

/** Whether trying the same mail again cannot help (the server refused it for good: 5xx but 503). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600 && code !== 503;
}
