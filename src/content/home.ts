import { findClass, type ClassSlug } from "./classes";
import {
  type CoachingCategory,
  coachingHref,
  findCoachingCategory,
  type CoachingCategorySlug,
  type IconName,
} from "./navigation";
import { slugToKey } from "./navigation/types";

export const slideImageWidths = [640, 1024, 1600] as const;
export const slideImageFormats = ["avif", "webp"] as const;
export type SlideImageFormat = (typeof slideImageFormats)[number];

/**
 * A slide: artwork with no words in it, and its words as HTML over it (messages
 * Home.slides.{id}: badge, headline, subline, alt of the artwork, and the labels of its links or
 * steps), so they stay readable on a phone and can be translated.
 */
export type CarouselSlide = {
  id: number;
  /** "dark" artwork takes light words, "light" artwork dark ones. */
  tone: "dark" | "light";
  /** Pills that are links (to a class, a feed tag), or the numbered steps of a process. */
  list: { kind: "links"; items: readonly SlideLink[] } | { kind: "steps"; keys: readonly string[] };
};

/** Its label is the message Home.slides.{id}.links.{key}. */
export type SlideLink = { key: string; href: string };

/**
 * Phones draw the banner 20rem tall, so the 4:1 artwork is scaled to cover and only its right part
 * shows (object-right): they get that part alone, cut from the 1600 px rendering at the same
 * resolution, a third of its pixels to download and decode (decision 0046).
 */
export const slidePhoneCrop = { left: 1060, width: 540, height: 400 } as const;

/** The phone's crop of a slide, made by scripts/render-slides.ts. */
export function slidePhoneImagePath(id: number, format: SlideImageFormat): string {
  return `/slides/slide-${id}-phone.${format}`;
}

/**
 * The side the slide's words start on. Urdu pages get the artwork laid out the other way (its
 * drawing on the left, never mirrored: it shows a formula and a play button; decision 0042).
 */
export type SlideDirection = "ltr" | "rtl";

/**
 * Renderings live at /slides/slide-{id}-{width}.{format} (and slide-{id}-rtl-{width}.{format}),
 * made by scripts/render-slides.ts.
 */
export function slideImagePath(
  id: number,
  width: number,
  format: SlideImageFormat,
  direction: SlideDirection = "ltr",
): string {
  return `/slides/slide-${id}${direction === "rtl" ? "-rtl" : ""}-${width}.${format}`;
}

export function slideSrcSet(
  slide: CarouselSlide,
  format: SlideImageFormat,
  direction: SlideDirection = "ltr",
): string {
  return slideImageWidths
    .map((width) => `${slideImagePath(slide.id, width, format, direction)} ${width}w`)
    .join(", ");
}

const classLink = (slug: ClassSlug): SlideLink => ({
  key: slug,
  href: coachingHref("lectures-quizzes", slug),
});

export const carouselSlides: readonly CarouselSlide[] = [
  {
    id: 1,
    tone: "dark",
    list: { kind: "links", items: (["9th", "10th", "11th", "12th"] as const).map(classLink) },
  },
  {
    id: 2,
    tone: "light",
    list: { kind: "steps", keys: ["watch", "unlock", "practise"] },
  },
  {
    id: 3,
    tone: "dark",
    list: {
      kind: "links",
      items: [
        { key: "admissions", href: "/latest?tag=Admissions" },
        { key: "results", href: "/latest?tag=Results" },
        { key: "jobs", href: "/latest#student-jobs" },
        { key: "scholarships", href: "/latest?tag=Scholarships" },
      ],
    },
  },
];

/** The home page shows these nine classes; "Other classes" is left out. */
export const homeClassSlugs: readonly ClassSlug[] = [
  "9th",
  "10th",
  "11th",
  "12th",
  "o-level",
  "a-level",
  "adp",
  "ads",
  "bs-all",
];

export type ClassResourceCard = {
  category: CoachingCategorySlug;
  /** Message key (nav namespace) of the title, shared with the coaching menu. */
  key: string;
  /** The coaching category label, e.g. "Lectures & Quizzes". */
  title: string;
  href: string;
  icon: IconName;
  /** Message key of the spec's placeholder count text: Home.cardCounts.{countKey}. */
  countKey: string;
};

export type ClassResourcePanel = {
  classSlug: ClassSlug;
  classLabel: string;
  /** Message key (nav namespace) of the class name, as the coaching menu shows it. */
  classKey: string;
  cards: readonly ClassResourceCard[];
};

// The five resource categories every class panel shows, in the spec's order.
const resourceCategories: readonly CoachingCategorySlug[] = [
  "lectures-quizzes",
  "books",
  "notes",
  "paper-scheme",
  "past-papers",
];

function coachingCategory(slug: CoachingCategorySlug): CoachingCategory {
  const entry = findCoachingCategory(slug);
  if (entry === undefined) throw new Error(`Unknown coaching category ${slug}`);
  return entry;
}

/** A class panel's card without its class: the same five in every panel. */
export type ResourceCategoryCard = Omit<ClassResourceCard, "href">;

export const resourceCategoryCards: readonly ResourceCategoryCard[] = resourceCategories.map(
  (category) => {
    const entry = coachingCategory(category);
    return {
      category,
      key: entry.key,
      title: entry.label,
      icon: entry.icon,
      countKey: slugToKey(category),
    };
  },
);

// The class names of the coaching menu, so the panel heading and the menu read the same.
function classKey(classSlug: ClassSlug): string {
  const href = coachingHref("lectures-quizzes", classSlug);
  const item = coachingCategory("lectures-quizzes").items.find((entry) => entry.href === href);
  if (item === undefined) throw new Error(`No coaching menu entry for ${classSlug}`);
  return item.key;
}

export const classResourcePanels: readonly ClassResourcePanel[] = homeClassSlugs.map(
  (classSlug) => ({
    classSlug,
    classLabel: findClass(classSlug)?.label ?? classSlug,
    classKey: classKey(classSlug),
    cards: resourceCategoryCards.map((card) => ({
      ...card,
      href: coachingHref(card.category, classSlug),
    })),
  }),
);
