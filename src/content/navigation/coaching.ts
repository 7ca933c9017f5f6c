import { classes } from "../classes";
import { slugToKey, type IconName, type NavItem, type NavMenu } from "./types";

import { type CoachingCategorySlug, coachingHref } from "./coaching-href";

export { type CoachingCategorySlug, coachingHref };

export type CoachingCategory = NavMenu & { slug: CoachingCategorySlug; icon: IconName };

type ItemSpec = readonly [slug: string, label: string];

function category(
  slug: CoachingCategorySlug,
  label: string,
  icon: IconName,
  items: readonly ItemSpec[],
): CoachingCategory {
  const key = `coaching.${slugToKey(slug)}`;
  return {
    slug,
    key: `${key}.title`,
    label,
    icon,
    items: items.map(([itemSlug, itemLabel]) => ({
      key: `${key}.${slugToKey(itemSlug)}`,
      label: itemLabel,
      href: coachingHref(slug, itemSlug),
      category: slug,
    })),
  };
}

const classItems: readonly ItemSpec[] = classes.map(({ slug, label }) => [slug, label]);
// Books lists the class items plus primary; "Other classes" stays last.
const bookItems: readonly ItemSpec[] = [
  ...classItems.filter(([slug]) => slug !== "more"),
  ["primary", "Primary"],
  ["more", "Other classes"],
];

export const coachingCategories: readonly CoachingCategory[] = [
  category("lectures-quizzes", "Lectures & Quizzes", "CirclePlay", classItems),
  category("books", "Books", "BookOpen", bookItems),
  category("notes", "Notes", "NotebookPen", classItems),
  category("paper-scheme", "Paper Scheme", "ClipboardList", classItems),
  category("past-papers", "Past Papers", "FileText", classItems),
  category("aiou", "AIOU", "Landmark", [
    ["matric", "Matric"],
    ["inter", "Intermediate"],
    ["graduation", "Graduation"],
    ["masters", "Masters"],
    ["bed", "B.Ed"],
    ["workshops", "Workshops"],
    ["upload-assignment", "Upload Assignment"],
    ["lms-cms", "LMS / CMS"],
    ["more", "More"],
  ]),
  category("soft-skills", "Soft Skills", "Lightbulb", [
    ["graphic-designing", "Graphic Designing"],
    ["freelancing", "Freelancing"],
    ["e-commerce", "E-Commerce"],
    ["virtual-assistance", "Virtual Assistance"],
    ["social-media-marketing", "Social Media Marketing"],
    ["video-editing", "Video Editing"],
    ["ai-automation", "AI Automation"],
    ["content-writing", "Content Writing"],
    ["more", "More"],
  ]),
  // "musicion" and "skeching" are the spec's slugs; only the labels are spelled correctly.
  category("extra-curriculum", "Extra Curriculum", "Palette", [
    ["cooking", "Cooking"],
    ["acting", "Acting"],
    ["gyming", "Gym & Fitness"],
    ["dancing", "Dancing"],
    ["direction", "Direction"],
    ["writing", "Writing"],
    ["musicion", "Music"],
    ["outdoor-games", "Outdoor Games"],
    ["skeching", "Sketching"],
    ["painting", "Painting"],
    ["more", "More"],
  ]),
  category("entry-test", "Entry Test", "Target", [
    ["ecat", "ECAT"],
    ["mdcat", "MDCAT"],
    ["sat", "SAT"],
    ["nts", "NTS"],
    ["gre", "GRE"],
    ["lcat", "LCAT"],
    ["nust", "NUST"],
    ["gat", "GAT (COMSATS-NTS)"],
    ["more", "More"],
  ]),
];

/** The Coaching menu heading; the categories above are its sections. */
export const coachingMenuTitle = { key: "coaching.title", label: "Coaching" } as const;

export function findCoachingCategory(slug: string): CoachingCategory | undefined {
  return coachingCategories.find((entry) => entry.slug === slug);
}

/** Every coaching link, flattened (for sitemaps and tests). */
export const coachingLinks: readonly NavItem[] = coachingCategories.flatMap((entry) => entry.items);
