import { getTranslations } from "next-intl/server";
import {
  classes,
  lectureClasses,
  subjectNames,
  type LectureClass,
  type Subject,
} from "@/content/classes";

/**
 * Class and subject names in the page's language: "9th Class" and "Physics" in English,
 * "نویں جماعت" and "طبیعیات" in Urdu. The catalogue (src/content/classes.ts) keeps the slugs and
 * the English names the URLs and the importer rely on; what a page shows comes from the messages
 * ("Classes", "Subjects"), whose English values are exactly the catalogue's (a unit test).
 */
export async function getClassNames() {
  const [tc, ts, tn] = await Promise.all([
    getTranslations("Classes"),
    getTranslations("Subjects"),
    getTranslations("nav.coaching.lecturesQuizzes"),
  ]);
  const subject = (entry: Subject): Subject => ({ ...entry, name: ts(entry.slug) });
  return {
    lectureClass: (entry: LectureClass): LectureClass => ({
      ...entry,
      title: tc(`${entry.slug}.title`),
      gradeLabel: tc(`${entry.slug}.grade`),
      heading: tc(`${entry.slug}.heading`),
      subjects: entry.subjects.map(subject),
    }),
    subject,
    /** The class list's labels ("9th Grade", "O Level"), as the coaching menu names them. */
    levels: () =>
      classes.map((level) => ({
        ...level,
        label: tn(level.slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())),
      })),
  };
}

/**
 * Each lecture class's one name ("9th Class", "1st Year"; the spec's "Grade" names only where the
 * spec writes them, decision 0041) and each subject's, in the page's language: for lists a
 * browser fills in, which get names, not the catalogue.
 */
export async function getPlaceNames(): Promise<{
  classes: Record<string, string>;
  subjects: Record<string, string>;
}> {
  const [tc, ts] = await Promise.all([getTranslations("Classes"), getTranslations("Subjects")]);
  return {
    classes: Object.fromEntries(lectureClasses.map(({ slug }) => [slug, tc(`${slug}.title`)])),
    subjects: Object.fromEntries(Object.keys(subjectNames).map((slug) => [slug, ts(slug)])),
  };
}
