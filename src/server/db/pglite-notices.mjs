// @ts-check

/**
 * Picks the database's notifications (NotificationResponse, type "A") out of the replies the
 * embedded database streams to a socket, however the stream is cut into chunks; every other
 * message is skipped without being copied (decision 0060).
 * @param {(channel: string, payload: string) => void} onNotice
 * @returns {(chunk: Uint8Array) => void} to be fed every chunk of the replies, in order
 */
export function noticeReader(onNotice) {
  const header = Buffer.alloc(5);
  let headerBytes = 0;
  /** Bytes of the current message still to pass over, when it is not a notification. */
  let skip = 0;
  /** The current notification's body while it is being collected. */
  let body = /** @type {Buffer | undefined} */ (undefined);
  let bodyBytes = 0;

  return (chunk) => {
    const data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let at = 0;
    while (at < data.length) {
      if (skip > 0) {
        const passed = Math.min(skip, data.length - at);
        skip -= passed;
        at += passed;
      } else if (body) {
        const copied = data.copy(
          body,
          bodyBytes,
          at,
          Math.min(data.length, at + body.length - bodyBytes),
        );
        bodyBytes += copied;
        at += copied;
        if (bodyBytes === body.length) {
          deliver(body, onNotice);
          body = undefined;
        }
      } else {
        const copied = data.copy(
          header,
          headerBytes,
          at,
          Math.min(data.length, at + 5 - headerBytes),
        );
        headerBytes += copied;
        at += copied;
        if (headerBytes < 5) continue;
        headerBytes = 0;
        // The length counts itself (4 bytes) but not the type byte.
        const length = header.readInt32BE(1) - 4;
        if (header[0] === 0x41 && length > 0) {
          body = Buffer.alloc(length);
          bodyBytes = 0;
        } else {
          skip = Math.max(0, length);
        }
      }
    }
  };
}

/**
 * A notification's body: the sending backend's id (4 bytes), the channel and the payload
 * (each text ending in a zero byte).
 * @param {Buffer} body
 * @param {(channel: string, payload: string) => void} onNotice
 */
function deliver(body, onNotice) {
  const channelEnd = body.indexOf(0, 4);
  const payloadEnd = body.indexOf(0, channelEnd + 1);
  if (channelEnd < 0 || payloadEnd < 0) return;
  onNotice(body.toString("utf8", 4, channelEnd), body.toString("utf8", channelEnd + 1, payloadEnd));
}
