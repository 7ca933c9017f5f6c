export type CoachingCategorySlug =
  | "lectures-quizzes"
  | "books"
  | "notes"
  | "paper-scheme"
  | "past-papers"
  | "aiou"
  | "soft-skills"
  | "extra-curriculum"
  | "entry-test";

/** A coaching category's page for a class or subject (spec: /coaching/{category}/{slug}); its own
 * module, so a client component can build the link without the menus' content. */
export function coachingHref(category: CoachingCategorySlug, slug: string): string {
  return `/coaching/${category}/${slug}`;
}
