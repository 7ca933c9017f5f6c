import { expect, it } from "vitest";
import messages from "../../../messages/en.json";
import { OUTAGE_MESSAGES } from "./outage-messages";

it("messages/en.json holds exactly the error boundaries' strings", () => {
  expect(messages.Outage).toEqual(OUTAGE_MESSAGES);
});
