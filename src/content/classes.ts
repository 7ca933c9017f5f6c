export type ClassSlug =
  "9th" | "10th" | "11th" | "12th" | "o-level" | "a-level" | "adp" | "ads" | "bs-all" | "more";

export type ClassLevel = { slug: ClassSlug; label: string };

/** The class list of the spec, in menu order; "more" is the "Other classes" entry. */
export const classes: readonly ClassLevel[] = [
  { slug: "9th", label: "9th Grade" },
  { slug: "10th", label: "10th Grade" },
  { slug: "11th", label: "11th Grade" },
  { slug: "12th", label: "12th Grade" },
  { slug: "o-level", label: "O Level" },
  { slug: "a-level", label: "A Level" },
  { slug: "adp", label: "ADP" },
  { slug: "ads", label: "ADS" },
  { slug: "bs-all", label: "BS All" },
  { slug: "more", label: "Other classes" },
];

export type SubjectSlug =
  | "mathematics"
  | "physics"
  | "chemistry"
  | "biology"
  | "computer-science"
  | "statistics"
  | "economics"
  | "accounting"
  | "commerce"
  | "english"
  | "urdu"
  | "islamiyat"
  | "pak-studies";

export type Subject = { slug: SubjectSlug; name: string };

export const subjectNames: Readonly<Record<SubjectSlug, string>> = {
  mathematics: "Mathematics",
  physics: "Physics",
  chemistry: "Chemistry",
  biology: "Biology",
  "computer-science": "Computer Science",
  statistics: "Statistics",
  economics: "Economics",
  accounting: "Accounting",
  commerce: "Commerce",
  english: "English",
  urdu: "Urdu",
  islamiyat: "Islamiyat",
  "pak-studies": "Pakistan Studies",
};

export type LectureClassSlug = "9th" | "10th" | "11th" | "12th";

export type LectureClass = {
  slug: LectureClassSlug;
  /** "9th Class", "1st Year": how the class is named locally. */
  title: string;
  /** The {class} in 'Chapters for {Subject} ({class} Grade)', e.g. "9th". */
  gradeLabel: string;
  /** Heading of the class screen. */
  heading: string;
  subjects: readonly Subject[];
};

const matricSubjects: readonly SubjectSlug[] = [
  "mathematics",
  "physics",
  "chemistry",
  "biology",
  "computer-science",
  "english",
  "urdu",
  "islamiyat",
  "pak-studies",
];
const firstYearSubjects: readonly SubjectSlug[] = [
  "mathematics",
  "physics",
  "chemistry",
  "biology",
  "computer-science",
  "statistics",
  "economics",
  "accounting",
  "commerce",
  "english",
  "urdu",
  "islamiyat",
];
// The spec: 12th is "as 11th, with pak-studies instead of islamiyat".
const secondYearSubjects = firstYearSubjects.map((slug) =>
  slug === "islamiyat" ? "pak-studies" : slug,
);

/*
 * The spec spells out only the first heading in full ('Online Lectures and Quizzes 9th Class
 * (9th Grade)') and lists the rest as '10th Class (10th Grade)', '1st Year (11th Grade)',
 * '2nd Year (12th Grade)'. We read those as the same sentence with the class part swapped, so every
 * heading is "Online Lectures and Quizzes {title} ({gradeLabel} Grade)".
 */
function lectureClass(
  slug: LectureClassSlug,
  title: string,
  subjects: readonly SubjectSlug[],
): LectureClass {
  return {
    slug,
    title,
    gradeLabel: slug,
    heading: `Online Lectures and Quizzes ${title} (${slug} Grade)`,
    subjects: subjects.map((subject) => ({ slug: subject, name: subjectNames[subject] })),
  };
}

export const lectureClasses: readonly LectureClass[] = [
  lectureClass("9th", "9th Class", matricSubjects),
  lectureClass("10th", "10th Class", matricSubjects),
  lectureClass("11th", "1st Year", firstYearSubjects),
  lectureClass("12th", "2nd Year", secondYearSubjects),
];

export function isLectureClass(slug: string): slug is LectureClassSlug {
  return lectureClasses.some((lecture) => lecture.slug === slug);
}

export function findLectureClass(slug: string): LectureClass | undefined {
  return lectureClasses.find((lecture) => lecture.slug === slug);
}

export function findClass(slug: string): ClassLevel | undefined {
  return classes.find((level) => level.slug === slug);
}

/** Subjects of a class screen; empty for classes without one (the "No Subjects Available" case). */
export function subjectsForClass(classSlug: string): readonly Subject[] {
  return findLectureClass(classSlug)?.subjects ?? [];
}

export function findSubject(classSlug: string, subjectSlug: string): Subject | undefined {
  return subjectsForClass(classSlug).find((subject) => subject.slug === subjectSlug);
}
