import "server-only";
import { lectures } from "@/server/db/schema";

/**
 * Where a lecture is and what it is called: the columns every list of lectures reads to link it
 * (lectureHref) and name it (search results, the workspace's list, My learning).
 */
export const LECTURE_PLACE = {
  id: lectures.id,
  classSlug: lectures.classSlug,
  subject: lectures.subject,
  chapterNo: lectures.chapterNo,
  chapterName: lectures.chapterName,
  lectureNo: lectures.lectureNo,
  lectureName: lectures.lectureName,
};
