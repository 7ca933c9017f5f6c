import { z } from "zod";
import { safeHttpUrl } from "@/lib/safe-url";
import { splitTagList } from "@/lib/tags";
import { parseYouTubeId } from "@/lib/youtube-id";
import { questionRow, type QuestionRow } from "./question-row";
import { blankToUndefined, NO_NUL, placeIssues, positiveInt, text } from "./rules";

/*
 * The rules every row of content follows, from the importer's files and the workspace's forms alike
 * (one schema). Messages are keys of "ContentRules" in messages/en.json (see rule-messages.ts);
 * the values they name ({max}) come from the zod issue or its params.
 */

/** A link shown to students: an absolute http(s) URL or a path on this site. */
const link = z
  .string({ error: "text" })
  .trim()
  .min(1, "required")
  .max(2048, "tooLong")
  .refine(...NO_NUL)
  .refine((v) => safeHttpUrl(v) !== null, "link");

const optionalLink = z.preprocess(blankToUndefined, link.optional());

/** A YouTube video: its id, or any common link to it (the id is taken out of the link). */
const youtubeVideo = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "text" })
    .max(2048, "tooLong")
    .transform((value, ctx) => {
      const id = parseYouTubeId(value);
      if (id === null) {
        ctx.addIssue({ code: "custom", message: "youtube" });
        return z.NEVER;
      }
      return id;
    })
    .optional(),
);

const MAX_DURATION_SECONDS = 12 * 60 * 60;

/**
 * A video's length: seconds (754, "754", "754.5"), minutes:seconds ("12:34") or
 * hours:minutes:seconds ("1:02:03"), as editors read it off a player.
 */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  const parts = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(text);
  if (!parts) return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = parts;
  if (parts[1] !== undefined && Number(minutes) > 59) return undefined;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

const duration = z.preprocess(
  blankToUndefined,
  z
    .unknown()
    .transform((value, ctx) => {
      const seconds = parseDuration(value);
      if (seconds === undefined || seconds <= 0) {
        ctx.addIssue({ code: "custom", message: "duration" });
        return z.NEVER;
      }
      if (seconds > MAX_DURATION_SECONDS) {
        ctx.addIssue({ code: "custom", message: "durationTooLong" });
        return z.NEVER;
      }
      return seconds;
    })
    .optional(),
);

export const lectureRow = z
  .object({
    class: z.string({ error: "text" }).trim(),
    subject: z.string({ error: "text" }).trim(),
    chapterNo: positiveInt,
    chapterName: text(200),
    lectureNo: positiveInt,
    lectureName: text(200),
    youtubeId: youtubeVideo,
    videoUrl: optionalLink,
    quickQuizUrl: optionalLink,
    lectureNotesUrl: optionalLink,
    // The video's length: the progress rules then trust no player's claim about it, and an
    // unlock needs 80% of it watched (decision 0030).
    durationSeconds: duration,
  })
  .superRefine((row, ctx) => {
    // Each missing choice at its own field, in words (an empty form is not a catalogue error).
    const issue = (path: string, message: string, params?: Record<string, string>) =>
      ctx.addIssue({ code: "custom", path: [path], message, params });
    placeIssues(row, issue);
    if (!row.youtubeId && !row.videoUrl) issue("youtubeId", "noVideo");
    if (row.youtubeId && row.videoUrl) issue("youtubeId", "twoVideos");
  });

/** The columns of a CSV file of lectures, in the order its header names them. */
export const LECTURE_CSV_COLUMNS = Object.keys(lectureRow.shape);

export const featuredRow = z.object({
  title: text(200),
  description: text(1000),
  link,
});

export const jobRow = z.object({
  title: text(200),
  description: z.preprocess(blankToUndefined, text(2000).optional()),
  link,
});

export const MAX_TAGS = 10;

export const updateRow = z.object({
  title: text(200),
  content: text(5000),
  link,
  thumbnail: link,
  // Split as the workspace splits typed tags: on "," and on the Urdu "،" and "؛" (decision 0047).
  tags: z.preprocess(
    splitTagList,
    z
      .array(text(40), { error: "list" })
      .max(MAX_TAGS, "tooManyTags")
      .default([])
      .transform((tags) => [...new Set(tags)]),
  ),
  postedAt: z.coerce.date({ error: "date" }),
});

export const collections = {
  lectures: lectureRow,
  featured: featuredRow,
  coaching: featuredRow,
  updates: updateRow,
  jobs: jobRow,
  questions: questionRow,
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
  /** Optional: the files and tests of lectures and feeds name none. */
  questions?: QuestionRow[];
};

/** A file's rows before any is read: every collection empty. */
export function emptyContentRows(): ContentRows {
  return { lectures: [], featured: [], coaching: [], updates: [], jobs: [], questions: [] };
}

/** The natural key of a row, used to refuse duplicates within one file. */
export function naturalKey(collection: CollectionName, row: Record<string, unknown>): string {
  switch (collection) {
    case "lectures":
      return [row.class, row.subject, row.chapterNo, row.lectureNo].join("|");
    case "updates":
      return [row.title, (row.postedAt as Date).toISOString()].join("|");
    case "jobs":
      return [row.title, row.link].join("|");
    case "questions":
      return [
        row.class ?? row.classSlug,
        row.subject,
        row.chapterNo,
        row.question ?? row.text,
      ].join("|");
    default:
      return String(row.title);
  }
}
