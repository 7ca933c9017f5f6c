import { describe, expect, it } from "vitest";
import { noticeReader } from "./pglite-notices.mjs";

/** A backend message: type, length (counting itself), body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function notification(channel: string, payload: string): Buffer {
  const pid = Buffer.alloc(4);
  pid.writeInt32BE(42);
  return message("A", Buffer.concat([pid, Buffer.from(`${channel}\0${payload}\0`)]));
}

const replies = Buffer.concat([
  message("T", Buffer.from("row description")),
  message("D", Buffer.alloc(70_000, 0x41)),
  notification("parhai_personal", "user-1"),
  message("C", Buffer.from("INSERT 0 1\0")),
  notification("other", "ویڈیو *"),
  message("Z", Buffer.from("I")),
]);
const expected = [
  ["parhai_personal", "user-1"],
  ["other", "ویڈیو *"],
];

function read(chunks: Buffer[]): string[][] {
  const seen: string[][] = [];
  const feed = noticeReader((channel, payload) => seen.push([channel, payload]));
  for (const chunk of chunks) feed(chunk);
  return seen;
}

describe("reading notifications out of the embedded database's replies", () => {
  it("finds each one, in order, among other messages", () => {
    expect(read([replies])).toEqual(expected);
  });

  it("finds them however the replies are cut, down to single bytes", () => {
    for (const size of [1, 2, 3, 5, 7, 64, 4096]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < replies.length; at += size)
        chunks.push(replies.subarray(at, at + size));
      expect(read(chunks), `chunks of ${size}`).toEqual(expected);
    }
  });

  it("takes a byte that only looks like a notification inside another message for data", () => {
    const tricky = message("D", notification("fake", "x"));
    expect(read([tricky, notification("real", "y")])).toEqual([["real", "y"]]);
  });
});
