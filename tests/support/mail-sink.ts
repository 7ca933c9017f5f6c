import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as the SMTP server received it, parsed. */
export type ReceivedMail = {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header's value as sent (lower-case names; unfolded). */
  headers: Map<string, string>;
};

export type MailSink = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Stops listening and drops open connections (421), as a mail server going down does. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
  /** The first mail to `to` whose subject matches, waiting for it to arrive. */
  waitFor: (to: string, subject?: RegExp, timeoutMs?: number) => Promise<ReceivedMail>;
};

/**
 * A real SMTP server (Nodemailer's smtp-server) on 127.0.0.1 that keeps what it receives: the
 * tests send through it exactly as the portal sends through a provider.
 */
export async function startMailSink(port = 0): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let listeningPort = port;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        closeTimeout: 50,
        logger: false,
        // An address with "refused" in it is refused for good, as a provider refuses a bad one.
        onRcptTo(address, _session, callback) {
          if (address.address.includes("refused")) {
            callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          } else callback();
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              received.push({
                messageId: parsed.messageId ?? "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","),
                subject: parsed.subject ?? "",
                text: parsed.text ?? "",
                html: typeof parsed.html === "string" ? parsed.html : "",
                headers: new Map(
                  parsed.headerLines.map(({ key, line }) => [
                    key,
                    line
                      .slice(line.indexOf(":") + 1)
                      .replace(/\r?\n\s+/g, " ")
                      .trim(),
                  ]),
                ),
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      smtp.on("error", () => undefined);
      smtp.server.once("error", reject);
      smtp.listen(listeningPort, "127.0.0.1", () => {
        const address = smtp.server.address();
        if (address && typeof address === "object") listeningPort = address.port;
        server = smtp;
        resolve();
      });
    });

  await open();
  const sink: MailSink = {
    url: `smtp://127.0.0.1:${listeningPort}`,
    port: listeningPort,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = undefined;
        if (!closing) return resolve();
        closing.close(() => resolve());
      }),
    start: open,
    waitFor: async (to, subject, timeoutMs = 10_000) => {
      const ends = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(
          (mail) => mail.to === to && (!subject || subject.test(mail.subject)),
        );
        if (found) return found;
        if (Date.now() > ends) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  return sink;
}
