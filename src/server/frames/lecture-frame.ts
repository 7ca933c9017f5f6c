import "server-only";
import { getTranslations } from "next-intl/server";
import { withNext } from "@/components/auth/with-next";
import { lectureHref } from "@/lib/lecture-urls";
import { localePath } from "@/lib/locale-path";
import { watchedPercent } from "@/lib/progress-rules";
import { userFromHeaders } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { lectureWithProgress, linksOf } from "@/server/progress/lecture-links";
import { frameDocument, frameResponse, html } from "./frame-document";
import { readLectureQuery } from "./frame-input";

/**
 * GET /api/me/frame/lecture?lecture=&lang=: under the player of a browser without JavaScript
 * (decision 0030), the quiz and notes links of a lecture this account unlocked, or how far it is;
 * signed out, the way to log in and see them.
 */
export async function answerLectureFrame(request: Request): Promise<Response> {
  const parsed = readLectureQuery(request);
  if (!parsed.success) return frameResponse("", 400);
  const { lecture: lectureId, lang: locale } = parsed.data;
  const [t, user] = await Promise.all([
    getTranslations({ locale, namespace: "Lectures" }),
    userFromHeaders(request.headers),
  ]);
  const empty = (status: number) =>
    frameResponse(frameDocument(locale, "lecture", t("linksFrameTitle"), ""), status);
  let row: Awaited<ReturnType<typeof lectureWithProgress>>;
  try {
    row = await lectureWithProgress(await getDb(), user?.id ?? null, lectureId);
  } catch (error) {
    // The database is away: an empty frame now, never an error page inside the player.
    log("error", "frames.lecture_read_failed", { lectureId, error });
    return empty(503);
  }
  if (!row) return empty(404);
  const page = localePath(lectureHref(row, row.lectureNo), locale);
  let body: string;
  if (!user) {
    const login = html(localePath(withNext("/login", page), locale));
    body = `<a class="plain" href="${login}" target="_top">${html(t("frameLogIn"))}</a>`;
  } else if (row.unlockedAt) {
    const links = linksOf(row);
    const items = [
      [links.quickQuizUrl, t("quickQuiz")],
      [links.lectureNotesUrl, t("lectureNotes")],
    ].flatMap(([href, label]) => {
      if (!href) return [];
      // A quiz of Parhai's own opens in the page itself, in its language (decision 0080).
      if (href.startsWith("/")) {
        const own = html(localePath(href, locale));
        return `<li><a class="outline" href="${own}" target="_top">${html(label!)}</a></li>`;
      }
      return (
        `<li><a class="outline" href="${html(href)}" target="_blank" rel="noopener noreferrer">` +
        `${html(label!)}<span class="sr"> ${html(t("opensInNewTab"))}</span></a></li>`
      );
    });
    body = `<p class="done">${html(t("unlocked"))}</p>${items.length ? `<ul>${items.join("")}</ul>` : ""}`;
  } else {
    const percent = watchedPercent(row.watched ?? 0, row.duration ?? row.keptDuration);
    body = `<p>${html(t("frameLocked", { percent }))}</p>`;
  }
  return frameResponse(frameDocument(locale, "lecture", t("linksFrameTitle"), body));
}
