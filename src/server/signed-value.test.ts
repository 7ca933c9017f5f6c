import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readValue, signValue } from "./signed-value";

const SECRET = "a test secret of at least thirty-two characters";
const schema = z.object({ n: z.number() });

describe("signed values", () => {
  it("reads back what it signed, for its purpose and secret only", () => {
    const token = signValue("one", { n: 1 }, SECRET);
    expect(readValue("one", token, schema, SECRET)).toEqual({ n: 1 });
    expect(readValue("two", token, schema, SECRET)).toBeNull();
    expect(readValue("one", token, schema, `${SECRET}!`)).toBeNull();
  });

  it("reads an edited, overlong or malformed token as nothing", () => {
    const token = signValue("one", { n: 1 }, SECRET);
    const [, mac] = token.split(".");
    const edited = `${Buffer.from(JSON.stringify({ n: 2 })).toString("base64url")}.${mac}`;
    for (const bad of [edited, `${token}.x`, "x", 12, null, token.padEnd(700, "a")]) {
      expect(readValue("one", bad, schema, SECRET)).toBeNull();
    }
    const wrongShape = signValue("one", { n: "1" }, SECRET);
    expect(readValue("one", wrongShape, schema, SECRET)).toBeNull();
  });
});
