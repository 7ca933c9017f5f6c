import "server-only";
import { cache } from "react";
import { resolvePlayerChapter, type PlayerChapter } from "@/lib/lecture-selection";
import { getLecturesForChapter, type Lecture } from "@/server/lectures/queries";

/**
 * The chapter's lectures and what the player makes of the address, read once per request: the
 * page's title (generateMetadata) and the screen ask for the same.
 */
export const loadPlayerChapter = cache(
  async (
    classSlug: string,
    subject: string,
    chapterNo: number,
    nameSegment: string,
    requestedLecture: number | null | undefined,
  ): Promise<PlayerChapter<Lecture>> =>
    resolvePlayerChapter(
      await getLecturesForChapter(classSlug, subject, chapterNo),
      nameSegment,
      requestedLecture,
    ),
);
