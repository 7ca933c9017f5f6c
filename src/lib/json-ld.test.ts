import { describe, expect, it } from "vitest";
import {
  jsonLdBlocks,
  newsArticleProblems,
  structuredDataErrors,
} from "../../tests/support/structured-data";
import { breadcrumbLd, jsonLdText, lectureVideoLd, newsArticleLd } from "./json-ld";

const publisher = { name: "Parhai", url: "https://p.example/", logo: "https://p.example/icon.svg" };

const article = newsArticleLd({
  headline: "Results </script><script>alert(1)</script> & more",
  description: "d",
  url: "https://p.example/latest/1-results",
  image: "https://p.example/demo/updates/results.svg",
  datePublished: new Date("2026-11-23T00:00:00Z"),
  keywords: ["Results", "Boards"],
  publisher,
});

const video = lectureVideoLd({
  name: "Lecture 1: Motion",
  description: "A lecture",
  url: "https://p.example/coaching/lectures-quizzes/9th/physics/1/x?lecture=1",
  thumbnailUrl: "https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg",
  uploadDate: new Date("2026-01-01T00:00:00Z"),
  embedUrl: "https://www.youtube.com/embed/abcdefghijk",
  contentUrl: null,
  educationalLevel: "9th Grade",
  subject: "Physics",
});

const trail = breadcrumbLd([
  { name: "Home", url: "https://p.example/" },
  { name: "9th Class", url: "https://p.example/coaching/lectures-quizzes/9th" },
  { name: "Chapter 1" },
]);

describe("jsonLdText", () => {
  it("cannot end its script block, whatever the content, and stays the same JSON", () => {
    const text = jsonLdText(article);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(article);
    const html = `<script type="application/ld+json">${text}</script>`;
    expect(jsonLdBlocks(html)).toEqual([article]);
  });
});

describe("structured data", () => {
  it("passes Google's rules for videos and breadcrumbs", async () => {
    expect(await structuredDataErrors([video, trail])).toEqual([]);
    expect(video["@type"]).toEqual(["VideoObject", "LearningResource"]);
  });

  it("is caught when a required field is missing (the checks can fail)", async () => {
    const withoutDate: Partial<typeof video> = { ...video };
    delete withoutDate.uploadDate;
    const badTrail = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", name: "Home" },
        { "@type": "ListItem", position: 2 },
      ],
    };
    const messages = (await structuredDataErrors([withoutDate, badTrail]))
      .map((error) => error.issueMessage)
      .join("\n");
    expect(messages).toMatch(/uploadDate/);
    expect(messages).toMatch(/position/);
    expect(messages).toMatch(/name/);
  });

  it("gives a news article its headline, image, date, author and publisher", () => {
    expect(newsArticleProblems(article)).toEqual([]);
    expect(newsArticleProblems({ ...article, image: ["/relative.svg"] })).toEqual(["image"]);
  });
});
