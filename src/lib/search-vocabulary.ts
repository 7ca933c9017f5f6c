import type { LectureClassSlug, SubjectSlug } from "@/content/classes";
import { foldSearchText } from "./search-fold";

/**
 * The names students type for a class or a subject, in English and Urdu (decision 0055): the
 * site's own names ("9th Class", "1st Year", "سیکنڈ ایئر") and every other one in use, whatever
 * name the screens show. Written as people write them and kept folded and in lower case
 * (src/lib/search-fold.ts); a unit test checks that every name in messages/*.json is among them.
 */
export type NamedClass = { words: string; classes: readonly LectureClassSlug[] };
export type NamedSubject = { words: string; subject: SubjectSlug };

type ClassWords = {
  number: string;
  ordinals: readonly string[];
  urdu: readonly string[];
  /** Year and board names: "1st Year", "FSc Part I", "فرسٹ ایئر". */
  years: readonly string[];
};

const MATRIC = ["ssc", "matric"];
const INTER = ["hssc", "fsc", "inter", "intermediate"];
const URDU_INTER = ["انٹر", "انٹرمیڈیٹ", "ایف ایس سی"];

/** "fsc part 1", "fsc part i", "fsc 1", "انٹر پارٹ اول"... for each board name. */
function partNames(part: 1 | 2, english: readonly string[], urdu: readonly string[] = []) {
  const numbers = part === 1 ? ["1", "i"] : ["2", "ii"];
  const urduNumbers = part === 1 ? ["1", "اول"] : ["2", "دوم"];
  return [
    ...english.flatMap((board) => numbers.flatMap((n) => [`${board} ${n}`, `${board} part ${n}`])),
    ...urdu.flatMap((board) => urduNumbers.map((n) => `${board} پارٹ ${n}`)),
  ];
}

const CLASS_WORDS: Readonly<Record<LectureClassSlug, ClassWords>> = {
  "9th": {
    number: "9",
    ordinals: ["9th", "ninth", "nineth"],
    urdu: ["نویں", "نہم"],
    years: partNames(1, MATRIC, ["میٹرک"]),
  },
  "10th": {
    number: "10",
    ordinals: ["10th", "tenth"],
    urdu: ["دسویں", "دہم"],
    years: partNames(2, MATRIC, ["میٹرک"]),
  },
  "11th": {
    number: "11",
    ordinals: ["11th", "eleventh"],
    urdu: ["گیارہویں", "گیارھویں", "یازدہم"],
    years: [
      ...["1st year", "first year", "فرسٹ ایئر", "فرسٹ ائیر", "فرسٹ ایر", "سالِ اول"],
      ...["سال اول", "پہلا سال"],
      ...partNames(1, INTER, URDU_INTER),
    ],
  },
  "12th": {
    number: "12",
    ordinals: ["12th", "twelfth", "twelveth"],
    urdu: ["بارہویں", "بارھویں", "دوازدہم"],
    years: [
      ...["2nd year", "second year", "سیکنڈ ایئر", "سیکنڈ ائیر", "سیکنڈ ایر", "سالِ دوم"],
      ...["سال دوم", "دوسرا سال"],
      ...partNames(2, INTER, URDU_INTER),
    ],
  },
};

const CLASS_WORD = ["class", "grade"];
const URDU_CLASS_WORD = ["جماعت", "کلاس"];

/** Every name of one class: "9th", "9th class", "class 9", "نویں جماعت", "ssc part 1"... */
function namesOfClass({ number, ordinals, urdu, years }: ClassWords): string[] {
  return [
    ...ordinals,
    ...[...ordinals, number].flatMap((n) =>
      CLASS_WORD.flatMap((word) => [`${n} ${word}`, `${word} ${n}`]),
    ),
    ...urdu,
    ...[...urdu, number].flatMap((n) =>
      URDU_CLASS_WORD.flatMap((word) => [`${n} ${word}`, `${word} ${n}`]),
    ),
    ...years,
  ];
}

/** Names of two classes at once: matric is 9th and 10th, inter (FSc, HSSC...) 11th and 12th. */
const GROUPS: readonly { names: readonly string[]; classes: readonly LectureClassSlug[] }[] = [
  { names: [...MATRIC, "matriculation", "میٹرک", "ایس ایس سی"], classes: ["9th", "10th"] },
  { names: [...INTER, "f sc", "ics", "icom", "fa", ...URDU_INTER], classes: ["11th", "12th"] },
];

/** A name as the query understanding compares it: folded, lower case, single spaces. */
function asTyped(name: string): string {
  return foldSearchText(name).toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

export const CLASS_NAMES: readonly NamedClass[] = [
  ...Object.entries(CLASS_WORDS).flatMap(([slug, words]) =>
    namesOfClass(words).map((name) => ({
      words: asTyped(name),
      classes: [slug as LectureClassSlug],
    })),
  ),
  ...GROUPS.flatMap(({ names, classes }) =>
    names.map((name) => ({ words: asTyped(name), classes })),
  ),
];

const SUBJECT_WORDS: Readonly<Record<SubjectSlug, readonly string[]>> = {
  mathematics: ["mathematics", "maths", "math", "ریاضی", "ریاضیات", "میتھ", "میتھس"],
  physics: ["physics", "طبیعیات", "طبعیات", "فزکس"],
  chemistry: ["chemistry", "chem", "کیمیا", "کیمسٹری"],
  biology: ["biology", "bio", "حیاتیات", "بائیولوجی", "بیالوجی"],
  "computer-science": ["computer science", "computer", "cs", "کمپیوٹر سائنس", "کمپیوٹر"],
  statistics: ["statistics", "stats", "شماریات"],
  economics: ["economics", "معاشیات", "اکنامکس"],
  accounting: ["accounting", "accounts", "accountancy", "حساب داری", "اکاؤنٹنگ"],
  commerce: ["commerce", "تجارت", "کامرس"],
  english: ["english", "انگریزی", "انگلش"],
  urdu: ["urdu", "اردو"],
  islamiyat: ["islamiyat", "islamiat", "islamic studies", "اسلامیات"],
  "pak-studies": [
    "pakistan studies",
    "pak studies",
    "pak study",
    "pakistan study",
    "مطالعۂ پاکستان",
    "مطالعہ پاکستان",
    "مطالعہ پاک",
    "پاک اسٹڈیز",
  ],
};

export const SUBJECT_NAMES: readonly NamedSubject[] = Object.entries(SUBJECT_WORDS).flatMap(
  ([subject, names]) =>
    names.map((name) => ({ words: asTyped(name), subject: subject as SubjectSlug })),
);

/**
 * Words that say what kind of thing a student wants rather than which one ("physics lectures",
 * "9th class videos"): dropped when the query has other words, since no lecture's name holds them.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    "lecture",
    "lectures",
    "video",
    "videos",
    "online",
    "free",
    "class",
    "classes",
    "course",
    "courses",
    "tutorial",
    "tutorials",
    "لیکچر",
    "لیکچرز",
    "ویڈیو",
    "ویڈیوز",
    "جماعت",
    "کلاس",
  ].map(asTyped),
);
