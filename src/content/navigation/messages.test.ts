import { expect, it } from "vitest";
import navMessages from "../../../messages/nav/en.json";
import { buildNavMessages } from "./messages";

it("messages/nav/en.json holds exactly the navigation labels", () => {
  expect(navMessages).toEqual(buildNavMessages());
});
