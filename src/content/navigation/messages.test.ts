import { expect, it } from "vitest";
import messages from "../../../messages/en.json";
import { buildNavMessages } from "./messages";

it("messages/en.json holds exactly the navigation labels", () => {
  expect(messages.nav).toEqual(buildNavMessages());
});
