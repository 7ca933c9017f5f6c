import { findClass, type ClassSlug } from "./classes";
import {
  coachingHref,
  findCoachingCategory,
  type CoachingCategorySlug,
  type IconName,
} from "./navigation";

export const slideImageWidths = [640, 1024, 1600] as const;
export const slideImageFormats = ["avif", "webp"] as const;
export type SlideImageFormat = (typeof slideImageFormats)[number];

export type CarouselSlide = {
  id: number;
  /** Largest WebP rendering, for `src`; `slideSrcSet` lists every width of a format. */
  image: string;
  alt: string;
  headline: string;
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

function slide(id: number, headline: string, alt: string): CarouselSlide {
  return { id, image: slideImagePath(id, 1600, "webp"), alt, headline };
}

export const carouselSlides: readonly CarouselSlide[] = [
  slide(
    1,
    "Free video lectures for classes 9 to 12",
    "Free video lectures for classes 9 to 12: a laptop plays a lesson, surrounded by maths, science and book icons.",
  ),
  slide(
    2,
    "Quizzes and notes unlock as you learn",
    "Quizzes and notes unlock as you learn: a lecture watched past 80 percent opens a padlock, a quick quiz and notes.",
  ),
  slide(
    3,
    "News, jobs and scholarships for Pakistani students",
    "News, jobs and scholarships for Pakistani students: a latest-updates feed beside a briefcase, a graduation cap and a plane.",
  ),
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
  /** Placeholder count text from the spec. */
  countText: string;
};

export type ClassResourcePanel = {
  classSlug: ClassSlug;
  classLabel: string;
  cards: readonly ClassResourceCard[];
};

const resourceCounts: ReadonlyArray<readonly [CoachingCategorySlug, string]> = [
  ["lectures-quizzes", "125 video lectures"],
  ["books", "45 books"],
  ["notes", "200+ notes"],
  ["paper-scheme", "8 patterns"],
  ["past-papers", "50+ papers"],
];

function resourceCard(
  category: CoachingCategorySlug,
  countText: string,
  classSlug: ClassSlug,
): ClassResourceCard {
  const entry = findCoachingCategory(category);
  if (entry === undefined) throw new Error(`Unknown coaching category ${category}`);
  return {
    category,
    key: entry.key,
    title: entry.label,
    href: coachingHref(category, classSlug),
    icon: entry.icon,
    countText,
  };
}

export const classResourcePanels: readonly ClassResourcePanel[] = homeClassSlugs.map(
  (classSlug) => ({
    classSlug,
    classLabel: findClass(classSlug)?.label ?? classSlug,
    cards: resourceCounts.map(([category, countText]) =>
      resourceCard(category, countText, classSlug),
    ),
  }),
);
