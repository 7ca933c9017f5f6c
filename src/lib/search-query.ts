import type { LectureClassSlug, SubjectSlug } from "@/content/classes";
import { searchTerms } from "./search-terms";
import {
  CLASS_NAMES,
  FILLER_WORDS,
  SUBJECT_NAMES,
  type NamedClass,
  type NamedSubject,
} from "./search-vocabulary";

/**
 * What a query asks for, as the site understands it (decision 0055): the classes and subjects it
 * names in any of their names, and the other words, to be found in any text. Pure, so it is
 * unit-tested; src/server/search turns it into SQL.
 */
export type SearchPlan = {
  /** Classes the query names, any of which will do; empty when it names none. */
  classes: LectureClassSlug[];
  subjects: SubjectSlug[];
  /** Names of those classes and subjects as written in updates and jobs, one list per kind. */
  named: string[][];
  /** The other words, each to be found as a word or the start of one (English word forms too). */
  words: string[];
};

/** One part of a full-text query; `english`: also match English word forms (stemming). */
export type TsGroup = { query: string; english: boolean };

const LONGEST_NAME = Math.max(
  ...[...CLASS_NAMES, ...SUBJECT_NAMES].map((entry) => entry.words.split(" ").length),
);
const classByName = new Map<string, NamedClass>(CLASS_NAMES.map((entry) => [entry.words, entry]));
const subjectByName = new Map<string, NamedSubject>(
  SUBJECT_NAMES.map((entry) => [entry.words, entry]),
);

/** The distinct values, in their first order. */
const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** Urdu endings of plural and oblique forms (داخلے, امتحانات, کتابیں), folded. */
const URDU_ENDINGS = ["یاں", "یوں", "وں", "یں", "ات", "ے", "ہ", "ی", "ا"];
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * An Urdu word without its ending, when at least three letters stay: "داخلے" and "داخلہ" both
 * become "داخل", which is then matched as the start of a word. English words are left to the
 * database's English stemming.
 */
export function urduStem(word: string): string {
  if (!ARABIC_SCRIPT.test(word)) return word;
  const letters = Array.from(word);
  for (const ending of URDU_ENDINGS) {
    const length = Array.from(ending).length;
    if (word.endsWith(ending) && letters.length - length >= 3) {
      return letters.slice(0, -length).join("");
    }
  }
  return word;
}

/** Reads the query's words left to right, taking the longest class or subject name at each. */
export function understandQuery(query: string): SearchPlan {
  const terms = searchTerms(query);
  const classes: NamedClass[] = [];
  const subjects: NamedSubject[] = [];
  const rest: string[] = [];
  for (let at = 0; at < terms.length;) {
    let taken = 0;
    for (let size = Math.min(LONGEST_NAME, terms.length - at); size > 0 && !taken; size -= 1) {
      const name = terms.slice(at, at + size).join(" ");
      const named = classByName.get(name) ?? subjectByName.get(name);
      if (!named) continue;
      if ("classes" in named) classes.push(named);
      else subjects.push(named);
      taken = size;
    }
    if (!taken) rest.push(terms[at]!);
    at += taken || 1;
  }
  const meaningful = rest.filter((word) => !FILLER_WORDS.has(word));
  const words = classes.length + subjects.length + meaningful.length > 0 ? meaningful : rest;
  const classSlugs = distinct(classes.flatMap((entry) => entry.classes));
  const subjectSlugs = distinct(subjects.map((entry) => entry.subject));
  return {
    classes: classSlugs,
    subjects: subjectSlugs,
    named: [
      namesOf(classSlugs, classes, CLASS_NAMES, (entry) => entry.classes),
      namesOf(subjectSlugs, subjects, SUBJECT_NAMES, (entry) => [entry.subject]),
    ].filter((names) => names.length > 0),
    words: distinct(words.map(urduStem)),
  };
}

/**
 * Every name of exactly the named classes (or subjects), and the names as typed: "class 10" is
 * also "10th" and "دسویں جماعت" in an update, but not "matric", which is 9th as well.
 */
function namesOf<Entry extends { words: string }, Slug extends string>(
  slugs: readonly Slug[],
  typed: readonly Entry[],
  vocabulary: readonly Entry[],
  slugsOf: (entry: Entry) => readonly Slug[],
): string[] {
  if (slugs.length === 0) return [];
  const exact = vocabulary.filter((entry) => slugsOf(entry).every((slug) => slugs.includes(slug)));
  const names = distinct([...typed, ...exact].map((entry) => entry.words));
  // "10th class" adds nothing where "10th" is asked for already.
  return names.filter(
    (name) => !names.some((other) => other !== name && ` ${name} `.includes(` ${other} `)),
  );
}

/** A name as a tsquery: its words one after the other ("2nd <-> year"). */
const phrase = (words: string) => words.split(" ").join(" <-> ");

/**
 * The parts every lecture must match: its class and subject as the document spells them (the
 * slug's words, decision 0055), and each other word as the start of a word.
 */
export function lectureGroups(plan: SearchPlan): TsGroup[] {
  const slugWords = (slugs: readonly string[]) =>
    slugs.map((slug) => phrase(slug.replace(/-/g, " "))).join(" | ");
  return [
    ...(plan.classes.length ? [{ query: slugWords(plan.classes), english: false }] : []),
    ...(plan.subjects.length ? [{ query: slugWords(plan.subjects), english: false }] : []),
    ...wordGroups(plan),
  ];
}

/** The parts every update or job must match: any name of each named kind, and every word. */
export function feedGroups(plan: SearchPlan): TsGroup[] {
  return [
    ...plan.named.map((names) => ({ query: names.map(phrase).join(" | "), english: false })),
    ...wordGroups(plan),
  ];
}

/** Each other word of the plan as the start of a word (English word forms for Latin ones). */
export function wordGroups(plan: SearchPlan): TsGroup[] {
  return plan.words.map((word) => ({
    query: `${word}:*`,
    english: /^[a-z0-9]+$/.test(word),
  }));
}
