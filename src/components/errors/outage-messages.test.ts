import { expect, it } from "vitest";
import en from "../../../messages/en.json";
import ur from "../../../messages/ur.json";
import { OUTAGE_MESSAGES } from "./outage-messages";

it("the message files hold exactly the error boundaries' strings, in both languages", () => {
  expect(en.Outage).toEqual(OUTAGE_MESSAGES.en);
  expect(ur.Outage).toEqual(OUTAGE_MESSAGES.ur);
});
