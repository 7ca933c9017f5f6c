import { expect, test } from "../support/test";
import { editor, useAccount } from "./support";

/*
 * The workspace in Urdu (issue 18): the same screens under /ur, right to left, its links staying in
 * Urdu, and the server's messages at the fields in Urdu. Nothing is saved, so desktop and mobile
 * can both run it.
 */
test("an editor works in Urdu: the workspace is right to left and its messages are Urdu", async ({
  page,
}) => {
  await useAccount(page.context(), await editor());
  await page.goto("/ur/admin");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سائٹ پر کیا کچھ ہے");
  const sections = page.getByRole("navigation", { name: "ورک اسپیس کے حصے" });
  await expect(sections.getByRole("link", { name: "لیکچرز" })).toHaveAttribute(
    "href",
    "/ur/admin/lectures",
  );

  // Class and subject by their Urdu names, in the list, its filters and the form (decision 0047).
  await page.goto("/ur/admin/lectures?class=10th&subject=chemistry");
  const fixture = page.getByRole("listitem").filter({ hasText: "Fixture lecture on YouTube" });
  await expect(fixture).toContainText("دسویں جماعت · کیمیا · باب 90");
  const filter = (name: string) => page.locator(`select[name=${name}] option:checked`);
  await expect(filter("class")).toHaveText("دسویں جماعت");
  await expect(filter("subject")).toHaveText("کیمیا");

  await page.goto("/ur/admin/lectures/new");
  await page.getByLabel("جماعت", { exact: true }).selectOption("10th");
  await page.getByLabel("مضمون", { exact: true }).selectOption("chemistry");
  await expect(page.getByLabel("مضمون", { exact: true }).locator("option:checked")).toHaveText(
    "کیمیا",
  );
  await page.getByLabel("باب نمبر").fill("91");
  await page.getByLabel("باب کا نام").fill("Urdu Workspace Chapter");
  await page.getByLabel("لیکچر نمبر").fill("1");
  await page.getByLabel("لیکچر کا نام").fill("اردو لیکچر");
  const youtube = page.getByLabel("YouTube لنک یا ویڈیو آئی ڈی");
  await youtube.fill("https://vimeo.com/123456");
  await page.getByRole("button", { name: "لیکچر محفوظ کریں" }).click();

  await expect(
    page.getByText("کچھ محفوظ نہیں ہوا۔ براہِ کرم نیچے نشان زدہ خانے درست کریں۔"),
  ).toBeVisible();
  await expect(youtube).toHaveAttribute("aria-invalid", "true");
  await expect(youtube).toHaveAccessibleDescription(/YouTube کا لنک .* ہونا چاہیے/);
  // What the editor typed is kept, in its own direction.
  await expect(page.getByLabel("لیکچر کا نام")).toHaveValue("اردو لیکچر");
});
