/**
 * npx tsx tests/support/mail-sink-server.ts PORT DIR
 *
 * The e2e servers' mail provider: a real SMTP server on 127.0.0.1 (tests/support/mail-sink.ts)
 * that writes each mail it receives to DIR as JSON, for the specs to read (tests/e2e/support/mail.ts).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startMailSink } from "./mail-sink";

const [port, dir] = process.argv.slice(2);
if (!port || !dir) {
  console.error("Usage: npx tsx tests/support/mail-sink-server.ts PORT DIR");
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const sink = await startMailSink(Number(port));
let written = 0;
setInterval(() => {
  for (; written < sink.received.length; written += 1) {
    const mail = sink.received[written]!;
    const file = path.join(dir, `${String(written).padStart(6, "0")}.json`);
    // Written whole under another name first: a reader never meets half a mail.
    writeFileSync(
      `${file}.part`,
      JSON.stringify({ ...mail, headers: Object.fromEntries(mail.headers) }),
    );
    renameSync(`${file}.part`, file);
  }
}, 25);
const stop = () => void sink.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
