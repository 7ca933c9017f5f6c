import type { ScreenFigures } from "./budgets";
import type { LoadSettings } from "./load";
import type { PersonalFigures } from "./personal-report";
import { measureViewers, type ViewerFigures } from "./progress-viewers";
import { screens as allScreens } from "./screens";
import {
  measurePersonal,
  measureSignedIn,
  playerLectureId,
  report,
  signUpStudent,
  timeRender,
  type SignedInFigures,
} from "./signed-in";

const PLAYER_PATH = allScreens.find((screen) => screen.key === "player")?.path ?? "/";

/** The screens issue 23 measures signed in. */
const SIGNED_IN_SCREENS = ["home", "latest", "player"];

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

/** Signed-in views of the screens of issue 23 and progress reports, on one server's database. */
export async function measurePersonalFigures(
  origin: string,
  database: string,
  screens: readonly ScreenFigures[],
  load: LoadSettings,
  viewers: number,
): Promise<PersonalFigures> {
  const cookie = await signUpStudent(origin, 10_000);
  const player = screens.find((f) => f.screen.key === "player")?.screen.path;
  if (player) {
    // Some progress of the student's own, so the player's /api/me has a row to read.
    await report(origin, cookie, await playerLectureId(origin, player), {
      event: "start",
      watched: 0,
      position: 30,
      duration: 600,
    });
  }
  const signedIn: SignedInFigures[] = [];
  for (const f of screens.filter((s) => SIGNED_IN_SCREENS.includes(s.screen.key))) {
    const figures = await measureSignedIn(origin, database, cookie, f.screen, load);
    figures.render = await timeRender(origin, f.screen.path);
    figures.personal = await measurePersonal(origin, cookie, f.screen.path, load);
    console.log(
      `  ${f.screen.key} (${database}): ${figures.viewsPerSecond} signed-in views/s (p99 ${figures.p99Ms} ms), /api/me p99 ${figures.personal.p99Ms} ms, render ${figures.render.medianMs} ms`,
    );
    signedIn.push(figures);
  }
  const viewerFigures = player
    ? [await measureViewerFigures(origin, database, viewers, player)]
    : [];
  return { signedIn, viewers: viewerFigures };
}
