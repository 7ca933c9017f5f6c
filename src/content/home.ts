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

/** Its headline and alt text are messages: Home.slides.{id}.headline and .alt. */
export type CarouselSlide = {
  id: number;
  /** Largest WebP rendering, for `src`; `slideSrcSet` lists every width of a format. */
  image: string;
};

/** Renderings live at /slides/slide-{id}-{width}.{format}, made by scripts/render-slides.ts. */
export function slideImagePath(id: number, width: number, format: SlideImageFormat): string {
  return `/slides/slide-${id}-${width}.${format}`;
}

export function slideSrcSet(slide: CarouselSlide, format: SlideImageFormat): string {
  return slideImageWidths
    .map((width) => `${slideImagePath(slide.id, width, format)} ${width}w`)
    .join(", ");
}

export const carouselSlides: readonly CarouselSlide[] = [1, 2, 3].map((id) => ({
  id,
  image: slideImagePath(id, 1600, "webp"),
}));

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

function resourceCard(category: CoachingCategorySlug, classSlug: ClassSlug): ClassResourceCard {
  const entry = coachingCategory(category);
  return {
    category,
    key: entry.key,
    title: entry.label,
    href: coachingHref(category, classSlug),
    icon: entry.icon,
    countKey: slugToKey(category),
  };
}

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
    cards: resourceCategories.map((category) => resourceCard(category, classSlug)),
  }),
);
