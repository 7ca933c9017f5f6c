import { expect, test } from "./support/test";
import { INDEX_NUMBERS, LECTURES } from "./support/lectures";

const headings = {
  "9th": "Online Lectures and Quizzes 9th Class (9th Grade)",
  "10th": "Online Lectures and Quizzes 10th Class (10th Grade)",
  "11th": "Online Lectures and Quizzes 1st Year (11th Grade)",
  "12th": "Online Lectures and Quizzes 2nd Year (12th Grade)",
};

test.describe("class screen", () => {
  for (const [slug, heading] of Object.entries(headings)) {
    test(`${slug} shows the spec's heading and its subjects`, async ({ page }) => {
      await page.goto(`${LECTURES}/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { name: "Select Subject" })).toBeVisible();
      const classes = page.getByRole("navigation", { name: "Classes" });
      await expect(classes.getByRole("link")).toHaveCount(10);
      await expect(classes.getByRole("link", { name: `${slug} Grade` })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // Start Learning where the demo content and the fixtures have lectures; the other
      // subjects (English in every class) say they have none yet.
      const subjects = slug === "11th" || slug === "12th" ? 12 : 9;
      const withLectures = slug === "12th" ? 7 : 4;
      await expect(page.getByRole("link", { name: /Start Learning$/ })).toHaveCount(withLectures);
      const empty = page.getByRole("link", { name: /No lectures yet$/ });
      await expect(empty).toHaveCount(subjects - withLectures);
      await expect(empty.filter({ hasText: "English" })).toHaveCount(1);
    });
  }

  test("12th has Pakistan Studies instead of Islamiyat, and a card opens the chapters", async ({
    page,
  }) => {
    await page.goto(`${LECTURES}/12th`);
    await expect(page.getByRole("link", { name: /^Pakistan Studies/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Islamiyat/ })).toHaveCount(0);
    await page.getByRole("link", { name: /^Statistics/ }).click();
    await expect(page).toHaveURL(`${LECTURES}/12th/statistics`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Chapters for Statistics (12th Grade)",
    );
  });

  for (const slug of ["o-level", "a-level", "adp", "ads", "bs-all", "more"]) {
    test(`${slug} in the classes sidebar leads to Coming Soon`, async ({ page }) => {
      const response = await page.goto(`${LECTURES}/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
      await expect(page.getByText("We’re preparing something amazing. Stay tuned!")).toBeVisible();
    });
  }

  test("the sidebar link to O Level goes to Coming Soon", async ({ page }) => {
    await page.goto(`${LECTURES}/9th`);
    await page
      .getByRole("navigation", { name: "Classes" })
      .getByRole("link", { name: "O Level" })
      .click();
    await expect(page).toHaveURL(`${LECTURES}/o-level`);
    await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
  });
});

test.describe("chapter list", () => {
  test("lists chapters once per number and name, by number, each linking to the player", async ({
    page,
  }) => {
    await page.goto(`${LECTURES}/12th/statistics`);
    const subjects = page.getByRole("navigation", { name: "Subjects" });
    await expect(subjects.getByRole("link")).toHaveCount(12);
    await expect(subjects.getByRole("link", { name: "Statistics" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const cards = page.getByRole("main").getByRole("link", { name: /^Chapter \d+/ });
    await expect(cards).toHaveText([
      "Chapter 1Index Numbers – Laspeyres / Paasche6 lectures",
      "Chapter 2Measures of Dispersion1 lecture",
      "Chapter 3Random Variables1 lecture",
      "Chapter 3Random variables & Expectation1 lecture",
      "Chapter 4Correlation2 lectures",
      "Chapter 5Regression2 lectures",
      "Chapter 10Students' Probability – 100% Practice?1 lecture",
    ]);
    await cards.first().click();
    await expect(page).toHaveURL(INDEX_NUMBERS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Chapter 1: Index Numbers – Laspeyres / Paasche",
    );
  });

  test("a chapter name with ' – % ? opens its own player", async ({ page }) => {
    await page.goto(`${LECTURES}/12th/statistics`);
    await page.getByRole("link", { name: /^Chapter 10/ }).click();
    await expect(page).toHaveURL(
      `${LECTURES}/12th/statistics/10/Students'%20Probability%20%E2%80%93%20100%25%20Practice%3F`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Chapter 10: Students' Probability – 100% Practice?",
    );
    await expect(page.getByRole("heading", { name: "Lecture 1: Chance and Odds" })).toBeVisible();
  });

  const classNames = {
    "9th": "9th Class",
    "10th": "10th Class",
    "11th": "1st Year",
    "12th": "2nd Year",
  };
  for (const [classSlug, className] of Object.entries(classNames)) {
    test(`english in ${classSlug} shows the empty state`, async ({ page }) => {
      await page.goto(`${LECTURES}/${classSlug}/english`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Chapters for English (${classSlug} Grade)`,
      );
      await expect(page.getByText("No Chapters Available")).toBeVisible();
      await expect(
        page.getByText(
          `Chapters for English - ${className} have not been uploaded yet. Please check back later.`,
        ),
      ).toBeVisible();
    });
  }
});

test.describe("bad lecture URLs are 404, never 500", () => {
  const bad = [
    "12th/statistics/abc/Chapter",
    "12th/statistics/-1/Chapter",
    "12th/statistics/0/Chapter",
    "12th/statistics/1.5/Chapter",
    "12th/statistics/99999999999/Chapter",
    "12th/statistics/1e3/Chapter",
    "12th/astrology",
    "12th/islamiyat",
    "o-level/physics",
    "13th",
    "12th/statistics%2F1/Chapter",
    "12th/statistics/1%2F2/Chapter",
    "12th%2Fstatistics",
    "12th/stat%2Fistics/1/Chapter",
  ];
  for (const path of bad) {
    test(path, { tag: "@http" }, async ({ request }) => {
      const response = await request.get(`${LECTURES}/${path}`);
      expect(response.status()).toBe(404);
    });
  }

  test(
    "an unknown chapter or lecture is a 404 with the whole site, named as such",
    { tag: "@http" },
    async ({ request }) => {
      for (const path of [
        "12th/statistics/99/Nope",
        "12th/statistics/1/Index%20Numbers%20%E2%80%93%20Laspeyres%20%2F%20Paasche?lecture=99",
      ]) {
        const response = await request.get(`${LECTURES}/${path}`);
        const html = await response.text();
        expect(response.status(), path).toBe(404);
        expect(html, path).toMatch(/<html lang="en"/);
        expect(html, path).toMatch(/<header[\s>]/);
        expect(html, path).toContain("<title>Lecture not found | Parhai</title>");
        expect(html, path).toContain("This lecture was not found or was removed.");
        expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      }
    },
  );

  test(
    "a lecture number that names nothing is the chapter's own page (0059)",
    { tag: "@http" },
    async ({ request }) => {
      const chapter = `${LECTURES}/12th/statistics/1/Index%20Numbers%20%E2%80%93%20Laspeyres%20%2F%20Paasche`;
      const titleOf = (html: string) => /<title>[^<]*<\/title>/.exec(html)?.[0];
      const plain = await request.get(chapter);
      const odd = await request.get(`${chapter}?lecture=abc`);
      expect(odd.status()).toBe(200);
      const [plainHtml, oddHtml] = [await plain.text(), await odd.text()];
      expect(titleOf(oddHtml)).toBe(titleOf(plainHtml));
      expect(titleOf(oddHtml)).toBeDefined();
    },
  );

  test(
    "a known chapter number under another name redirects to its own name",
    { tag: "@http" },
    async ({ request }) => {
      const response = await request.get(`${LECTURES}/12th/statistics/1/Old%20Name?lecture=2`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toContain(`${INDEX_NUMBERS}?lecture=2`);
    },
  );

  test(
    "a malformed percent-encoding is refused without a server error",
    { tag: "@http" },
    async ({ request }) => {
      for (const path of ["12th/statistics/1/%E0%A4%A", "12th/%ZZ", "%E0%A4%A"]) {
        const response = await request.get(`${LECTURES}/${path}`);
        expect(response.status(), path).toBeLessThan(500);
        expect(response.status(), path).toBeGreaterThanOrEqual(400);
      }
    },
  );
});
