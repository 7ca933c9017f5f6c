import type { ScreenFigures } from "./budgets";
import type { LoadSettings } from "./load";
import type { PersonalFigures } from "./personal-report";
import { measureViewers, type ViewerFigures } from "./progress-viewers";
import { measureQuizSubmissions } from "./quiz-submissions";
import { screens as allScreens } from "./screens";
import { playerLectureId, timeRender } from "./signed-in";
import { measureVisits } from "./visit-load";

const PLAYER_PATH = allScreens.find((screen) => screen.key === "player")?.path ?? "/";

/** The screens whose uncached render the signed-in section shows, for scale. */
const RENDERED_SCREENS = ["home", "latest", "player"];

/** Progress reports on one server, on the lecture of the bench's player screen. */
async function measureViewerFigures(
  origin: string,
  database: string,
  viewers: number,
  playerPath = PLAYER_PATH,
): Promise<ViewerFigures> {
  const lectureId = await playerLectureId(origin, playerPath);
  const figures = await measureViewers(origin, database, [lectureId], viewers);
  console.log(
    `  ${database}: ${figures.reports} reports from ${figures.viewers} viewers, p99 ${figures.p99Ms} ms, ${figures.errors} errors`,
  );
  return figures;
}

/** Signed-in visits (issue 32), progress reports (issue 16) and quiz submissions (issue 35),
 * on one server's database. */
export async function measurePersonalFigures(
  origin: string,
  database: string,
  screens: readonly ScreenFigures[],
  load: LoadSettings,
  viewers: number,
): Promise<PersonalFigures> {
  const visits = await measureVisits(origin, database, load);
  console.log(
    `  visits (${database}): ${visits.signedInViewsPerSecond} signed-in views/s against ${visits.anonymousViewsPerSecond} anonymous, ${visits.personalPerVisit} GET /api/me per visit of ${visits.pagesPerVisit} pages, p99 ${visits.p99Ms} ms, /api/me p99 ${visits.personalP99Ms} ms`,
  );
  const renders = [];
  for (const f of screens.filter((s) => RENDERED_SCREENS.includes(s.screen.key))) {
    renders.push({ key: f.screen.key, timing: await timeRender(origin, f.screen.path) });
  }
  const player = screens.find((f) => f.screen.key === "player")?.screen.path;
  const viewerFigures = player
    ? [await measureViewerFigures(origin, database, viewers, player)]
    : [];
  const quizzes = await measureQuizSubmissions(origin, database, viewers);
  console.log(
    `  ${database}: ${quizzes.students} mock tests submitted in ${quizzes.seconds} s, p99 ${quizzes.p99Ms} ms, ${quizzes.lost} lost`,
  );
  return { visits: [visits], renders, viewers: viewerFigures, quizzes: [quizzes] };
}
