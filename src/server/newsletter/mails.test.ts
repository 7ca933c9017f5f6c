import { describe, expect, it } from "vitest";
import { issueMail, issueParagraphs } from "./mails";

const SITE = "https://parhai.example";
const token = "t".repeat(43);

describe("a newsletter issue's mail", () => {
  it("carries one-click unsubscribe headers, a text part and links to SITE_URL in its language", () => {
    const mail = issueMail({
      to: "reader@example.pk",
      issue: {
        locale: "ur",
        subject: "<b>نتائج</b>",
        body: "پہلا پیراگراف\n\n\nدوسرا",
        links: ["/latest/board-results"],
      },
      unsubscribeToken: token,
      siteUrl: SITE,
    });
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${SITE}/api/newsletter/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain(`${SITE}/ur/latest/board-results`);
    expect(mail.text).toContain(`${SITE}/ur/newsletter/unsubscribe?token=${token}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain("&lt;b&gt;نتائج&lt;/b&gt;");
    expect(mail.html).not.toMatch(/<img|url\(|src=/i);
    expect(mail.kind).toBe("newsletter");
  });

  it("parts the text into paragraphs at blank lines", () => {
    expect(issueParagraphs("  one\nline two \n \n\nthree\n")).toEqual(["one\nline two", "three"]);
  });
});
