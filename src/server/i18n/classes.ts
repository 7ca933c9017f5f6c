import { getTranslations } from "next-intl/server";
import { classes, type LectureClass, type Subject } from "@/content/classes";

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
