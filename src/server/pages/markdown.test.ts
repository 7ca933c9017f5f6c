import { describe, expect, it } from "vitest";
import { plainText, renderMarkdown } from "./markdown";
import { withPicture } from "./page-input";

const PICTURE = "/media/0123456789abcdef0123456789abcdef.webp";

describe("renderMarkdown", () => {
  it("keeps headings, lists, tables, links to lectures and updates and uploaded pictures", () => {
    const html = renderMarkdown(
      [
        "# Title",
        "## Fees",
        "- one",
        "- two",
        "",
        "| Board | Date |",
        "| --- | --- |",
        "| Lahore | 1 May |",
        "",
        "[Physics](/coaching/lectures-quizzes/9th/physics) and [news](/latest/1-demo)",
        `![Campus](${PICTURE})`,
        "[HEC](https://www.hec.gov.pk)",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Fees</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain("<td>Lahore</td>");
    expect(html).toContain('<a href="/coaching/lectures-quizzes/9th/physics">Physics</a>');
    expect(html).toContain('<a href="/latest/1-demo">news</a>');
    expect(html).toContain(`<img src="${PICTURE}" alt="Campus" loading="lazy" />`);
    expect(html).toContain('<a href="https://www.hec.gov.pk" rel="noopener noreferrer">HEC</a>');
  });

  it("drops scripts, inline handlers, javascript: links and other hosts' pictures", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        `<img src="${PICTURE}" onerror="alert(3)">`,
        "[click](javascript:alert(4))",
        '<a href="javascript:alert(5)" onclick="alert(6)">raw</a>',
        '<a href="JaVaScRiPt&colon;alert(7)">entity</a>',
        "![tracker](https://evil.example/p.gif)",
        "[protocol-relative](//evil.example)",
        '<iframe src="https://evil.example"></iframe>',
        '<p style="color:red">styled</p>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript|iframe|style=/i);
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`<img src="${PICTURE}" alt="" loading="lazy" />`);
    expect(html).toContain("raw");
  });

  it("puts this site's page links in the page's language, pictures and other sites as they are", () => {
    const html = renderMarkdown(
      `[news](/latest) [ur](/ur/faq) [HEC](https://hec.gov.pk) [pic](${PICTURE})`,
      "ur",
    );
    expect(html).toContain('<a href="/ur/latest">news</a>');
    expect(html).toContain('<a href="/ur/faq">ur</a>');
    expect(html).toContain('<a href="https://hec.gov.pk" rel="noopener noreferrer">HEC</a>');
    expect(html).toContain(`<a href="${PICTURE}">pic</a>`);
  });
});

describe("plainText", () => {
  it("is the words without markup", () => {
    expect(plainText("## Fees\n\n- **one** [two](/x)\n\n<script>bad()</script>")).toBe(
      "Fees one two",
    );
  });
});

describe("plainText", () => {
  it("gives the characters themselves, not their HTML escapes", () => {
    expect(plainText('Fees & dues < 5,000 "PKR" &amp;lt;')).toBe('Fees & dues < 5,000 "PKR" &lt;');
  });
});

describe("withPicture", () => {
  it("adds the picture with the title as its description, whatever brackets the title has", () => {
    const body = withPicture("Text.", "Fees ] [x](y) \\", PICTURE);
    expect(renderMarkdown(body)).toContain(
      `<img src="${PICTURE}" alt="Fees ] [x](y) \\" loading="lazy"`,
    );
  });
});
