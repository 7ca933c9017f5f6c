import { expect, test } from "./support/test";

/*
 * The study library as a student on a 360 px phone without JavaScript sees it: filters that are
 * links, a document's first page in the first HTML with the rest loaded as they scroll, each
 * page's text, and the PDF downloaded in parts. The sweeps of
 * tests/support/screens.ts cover both sizes, both languages, axe and the HTML checker.
 */
test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

const PAPERS = "/coaching/past-papers/9th/physics";

test("past papers filter by links, and a paper reads page by page without JavaScript", async ({
  page,
  request,
}) => {
  await page.goto(PAPERS);
  const list = page.getByRole("list", { name: "Documents" });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  const filters = page.getByRole("navigation", { name: "Filter papers" });
  await filters.getByRole("link", { name: "BISE Gujranwala" }).click();
  await expect(page).toHaveURL(`${PAPERS}?board=bise-gujranwala`);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(filters.getByRole("link", { name: "BISE Gujranwala" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await filters.getByRole("link", { name: "Supplementary" }).click();
  await expect(page.getByText("No documents match these filters")).toBeVisible();
  await page.getByRole("link", { name: "Show all documents" }).click();
  await expect(page).toHaveURL(PAPERS);

  await list.getByRole("link", { name: /BISE Lahore 2024 Objective/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Demo: Physics 9th BISE Lahore 2024 Objective",
  );
  const first = page.getByRole("img", { name: "Page 1 of 1" });
  await expect(first).toHaveAttribute("loading", "eager");
  // Drawn (once it has arrived), at the phone's width, and inside the 360 px screen.
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(720);
  const shown = await first.evaluate((img: HTMLImageElement) => img.width);
  expect(shown).toBeLessThanOrEqual(360);
  await page.getByText("Text of page 1").click();
  await expect(page.getByText("Choose the correct answer", { exact: false }).first()).toBeVisible();
  const share = page.getByRole("link", { name: /WhatsApp|Share/ }).first();
  await expect(share).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);

  const download = page.getByRole("link", { name: /Download PDF/ });
  const href = (await download.getAttribute("href"))!;
  const whole = await request.get(href);
  expect(whole.headers()["content-type"]).toBe("application/pdf");
  expect(whole.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const part = await request.get(href, { headers: { Range: "bytes=0-4" } });
  expect(part.status()).toBe(206);
  expect(await part.text()).toBe("%PDF-");
  expect(part.headers()["content-range"]).toBe(`bytes 0-4/${(await whole.body()).length}`);
  const image = await request.get((await first.getAttribute("src"))!);
  expect([image.status(), image.headers()["content-type"]]).toEqual([200, "image/webp"]);
});

test("search finds papers by board in Urdu, and the lecture player links the chapter's notes", async ({
  page,
}) => {
  await page.goto(`/ur/search?q=${encodeURIComponent("لاہور بورڈ طبیعیات")}`);
  const found = page.getByRole("region", { name: /^لائبریری/ });
  await expect(found.getByRole("link")).toHaveCount(3);
  await expect(found.getByRole("link").first()).toContainText("گزشتہ پرچے");

  await page.goto(
    "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement",
  );
  const material = page.getByRole("navigation", { name: "Notes and past papers for this chapter" });
  await material.getByRole("link", { name: /^Notes: Demo: Physics 9th Chapter 1 Notes/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chapter 1 Notes");
  await page.goBack();
  await expect(material.getByRole("link", { name: "Past Papers (5)" })).toHaveAttribute(
    "href",
    PAPERS,
  );
});
