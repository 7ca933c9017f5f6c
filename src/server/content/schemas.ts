import { z } from "zod";
import { findSubject } from "@/content/classes";
import { safeHttpUrl } from "@/lib/safe-url";

// PostgreSQL cannot store NUL in text: refuse it here with a row error, not a crash at write.
const NO_NUL = [(v: string) => !v.includes("\u0000"), "must not contain a NUL character"] as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(max, `is over ${max} characters`)
    .refine(...NO_NUL);

/** A link shown to students: an absolute http(s) URL or a path on this site. */
const link = z
  .string()
  .trim()
  .max(2048)
  .refine(...NO_NUL)
  .refine((v) => safeHttpUrl(v) !== null, "must be an http(s) URL or a path starting with /");

const optionalLink = z.preprocess((v) => (v === "" || v === null ? undefined : v), link.optional());

const positiveInt = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be a positive whole number")
  .max(100_000, "is too large");

export const lectureRow = z
  .object({
    class: z.string().trim(),
    subject: z.string().trim(),
    chapterNo: positiveInt,
    chapterName: text(200),
    lectureNo: positiveInt,
    lectureName: text(200),
    youtubeId: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video id")
        .optional(),
    ),
    videoUrl: optionalLink,
    quickQuizUrl: optionalLink,
    lectureNotesUrl: optionalLink,
    // The video's length when known: the progress store then trusts no player's claim about it.
    durationSeconds: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number({ error: "must be a number of seconds" })
        .positive("must be a positive number of seconds")
        .max(12 * 60 * 60, "is over 12 hours")
        .optional(),
    ),
  })
  .superRefine((row, ctx) => {
    if (!findSubject(row.class, row.subject)) {
      ctx.addIssue({
        code: "custom",
        path: ["subject"],
        message: `"${row.subject}" is not a subject of class "${row.class}" in the catalogue`,
      });
    }
    if (Boolean(row.youtubeId) === Boolean(row.videoUrl)) {
      ctx.addIssue({
        code: "custom",
        path: ["youtubeId"],
        message: "give exactly one of youtubeId or videoUrl",
      });
    }
  });

export const featuredRow = z.object({
  title: text(200),
  description: text(1000),
  link,
});

export const jobRow = z.object({
  title: text(200),
  description: z.preprocess((v) => (v === "" || v === null ? undefined : v), text(2000).optional()),
  link,
});

export const updateRow = z.object({
  title: text(200),
  content: text(5000),
  link,
  thumbnail: link,
  tags: z.array(text(40)).max(10, "has more than 10 tags").default([]),
  postedAt: z.coerce.date({ error: "must be a date such as 2026-11-22" }),
});

export const collections = {
  lectures: lectureRow,
  featured: featuredRow,
  coaching: featuredRow,
  updates: updateRow,
  jobs: jobRow,
} as const;

export type CollectionName = keyof typeof collections;
export type LectureRow = z.infer<typeof lectureRow>;
export type FeedRow = z.infer<typeof featuredRow>;
export type UpdateRow = z.infer<typeof updateRow>;
export type JobRow = z.infer<typeof jobRow>;

export type ContentRows = {
  lectures: LectureRow[];
  featured: FeedRow[];
  coaching: FeedRow[];
  updates: UpdateRow[];
  jobs: JobRow[];
};

/** The natural key of a row, used to refuse duplicates within one file. */
export function naturalKey(collection: CollectionName, row: Record<string, unknown>): string {
  switch (collection) {
    case "lectures":
      return [row.class, row.subject, row.chapterNo, row.lectureNo].join("|");
    case "updates":
      return [row.title, (row.postedAt as Date).toISOString()].join("|");
    case "jobs":
      return [row.title, row.link].join("|");
    default:
      return String(row.title);
  }
}
