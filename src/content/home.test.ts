import { describe, expect, it } from "vitest";
import messages from "../../messages/en.json";
import navMessages from "../../messages/nav/en.json";
import { carouselSlides, classResourcePanels, resourceCategoryCards, slideSrcSet } from "./home";

const home: Record<string, unknown> = messages.Home;
const nav: Record<string, unknown> = navMessages;

// Follows a dotted key through the nested messages, as next-intl does.
function message(root: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    return typeof node === "object" && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, root);
}

describe("carousel slides", () => {
  it("are the spec's three slides, each with its words and the label of each link or step", () => {
    expect(carouselSlides.map((slide) => slide.id)).toEqual([1, 2, 3]);
    for (const slide of carouselSlides) {
      for (const part of ["badge", "headline", "subline", "alt"]) {
        expect(message(home, `slides.${slide.id}.${part}`)).toEqual(expect.any(String));
      }
      const keys =
        slide.list.kind === "links"
          ? slide.list.items.map((item) => `links.${item.key}`)
          : slide.list.keys.map((key) => `steps.${key}`);
      for (const key of keys) {
        expect(message(home, `slides.${slide.id}.${key}`)).toEqual(expect.any(String));
      }
    }
  });

  it("link the first slide's class pills to their classes", () => {
    const first = carouselSlides[0]!.list;
    expect(first.kind === "links" && first.items.map((item) => item.href)).toEqual([
      "/coaching/lectures-quizzes/9th",
      "/coaching/lectures-quizzes/10th",
      "/coaching/lectures-quizzes/11th",
      "/coaching/lectures-quizzes/12th",
    ]);
  });

  it("offer every rendered width of a format", () => {
    expect(slideSrcSet(carouselSlides[0]!, "avif")).toBe(
      "/slides/slide-1-640.avif 640w, /slides/slide-1-1024.avif 1024w, /slides/slide-1-1600.avif 1600w",
    );
    expect(slideSrcSet(carouselSlides[0]!, "webp", "rtl")).toBe(
      "/slides/slide-1-rtl-640.webp 640w, /slides/slide-1-rtl-1024.webp 1024w, /slides/slide-1-rtl-1600.webp 1600w",
    );
  });
});

describe("class resource panels", () => {
  it("cover the nine home classes with the spec's five cards and counts", () => {
    expect(classResourcePanels.map((panel) => panel.classSlug)).toEqual([
      "9th",
      "10th",
      "11th",
      "12th",
      "o-level",
      "a-level",
      "adp",
      "ads",
      "bs-all",
    ]);
    for (const panel of classResourcePanels) {
      expect(message(nav, panel.classKey)).toBe(panel.classLabel);
      expect(panel.cards.map((card) => message(home, `cardCounts.${card.countKey}`))).toEqual([
        "125 video lectures",
        "45 books",
        "200+ notes",
        "8 patterns",
        "50+ papers",
      ]);
      // The home's client grid takes the five from resourceCategoryCards, once for every panel.
      expect(panel.cards.map((card) => card.category)).toEqual(
        resourceCategoryCards.map((card) => card.category),
      );
      for (const card of panel.cards) {
        expect(card.href).toBe(`/coaching/${card.category}/${panel.classSlug}`);
        expect(message(nav, card.key)).toBe(card.title);
      }
    }
  });
});
