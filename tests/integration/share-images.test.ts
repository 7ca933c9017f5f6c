import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { shareImages } from "@/server/db/schema";
import { shareImageFor, shareImageKey, updateShareImage } from "@/server/seo/share-images";
import { DEFAULT_SHARE_IMAGE } from "@/server/seo/share-metadata";
import { encodeUpload, storeImage } from "@/server/workspace/images";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

async function expectShareJpeg(bytes: Buffer | null) {
  expect(bytes).not.toBeNull();
  const meta = await sharp(bytes!).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
}

describe.each(DATABASE_KINDS)("share pictures on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("makes a demo update's SVG into a 1200 x 630 JPEG once, and keeps it", async () => {
    const thumbnail = "/demo/updates/results.svg";
    const first = await shareImageFor(handle.db, thumbnail);
    await expectShareJpeg(first);
    const again = await shareImageFor(handle.db, thumbnail);
    expect(Buffer.compare(again!, first!)).toBe(0);
    const [kept] = await handle.db.select({ rows: count() }).from(shareImages);
    expect(kept?.rows).toBe(1);
  });

  it("makes an uploaded picture (kept as WebP) into one, even a tall phone photo", async () => {
    const photo = await sharp({
      create: { width: 600, height: 900, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const image = await encodeUpload(photo);
    const path = await storeImage(handle.db, image!);
    await expectShareJpeg(await shareImageFor(handle.db, path));
  });

  it("makes none from a picture on another host, or one that is not there", async () => {
    expect(await shareImageFor(handle.db, "https://example.com/picture.jpg")).toBeNull();
    expect(await shareImageFor(handle.db, "/demo/updates/missing.svg")).toBeNull();
    expect(await shareImageFor(handle.db, `/media/${"0".repeat(32)}.webp`)).toBeNull();
    expect(await shareImageFor(handle.db, "/demo/../../package.json")).toBeNull();
  });
});

describe("an update's share picture address", () => {
  it("names its own picture's key, or the site's card for a picture elsewhere", () => {
    const thumbnail = "/demo/updates/results.svg";
    expect(updateShareImage({ id: 7, thumbnail })).toBe(
      `/media/share/update-7-${shareImageKey(thumbnail)}.jpg`,
    );
    expect(shareImageKey(thumbnail)).toMatch(/^[0-9a-f]{20}$/);
    expect(shareImageKey("/demo/updates/admissions.svg")).not.toBe(shareImageKey(thumbnail));
    expect(updateShareImage({ id: 7, thumbnail: "https://example.com/a.jpg" })).toBe(
      DEFAULT_SHARE_IMAGE,
    );
  });
});
