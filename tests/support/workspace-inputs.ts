import type { ActionInput } from "./hostile-inputs";
import { EMPTY_STATE, formOf, WORKSPACE_ACTIONS } from "./workspace-actions";

/**
 * The workspace's actions (tests/support/workspace-actions.ts), called as an admin so the values
 * reach their validation: every field hostile, then well-formed rows carrying hostile text that
 * gets stored and must break no page, then forged arguments.
 */
let sequence = 0;
const next = () => String(1000 + (sequence = (sequence + 1) % 90_000));

const everyFieldHostile: ActionInput[] = WORKSPACE_ACTIONS.flatMap((action) => [
  {
    name: `workspace ${action.name}: every field hostile`,
    action: action.exportedName,
    path: action.path,
    signedIn: "admin" as const,
    args: (v: string) =>
      action.exportedName === "chapterSuggestions"
        ? [v, v]
        : [
            EMPTY_STATE,
            formOf({
              ...everyField(v),
              file: new File([v], headerText(v)),
              image: new File([v], "x.png"),
            }),
          ],
  },
  {
    name: `workspace ${action.name}: forged arguments`,
    action: action.exportedName,
    path: action.path,
    signedIn: "admin" as const,
    args: (v: string) => [v, { [v]: v }, v],
  },
]);

const WORKSPACE_FIELDS = [
  "id",
  "kind",
  "confirm",
  "step",
  "draftId",
  "userId",
  "role",
  "class",
  "subject",
  "chapterNo",
  "chapterName",
  "lectureNo",
  "lectureName",
  "youtubeId",
  "videoUrl",
  "durationSeconds",
  "quickQuizUrl",
  "lectureNotesUrl",
  "title",
  "content",
  "description",
  "link",
  "thumbnail",
  "tags",
  "newTags",
  "postedAt",
  "locale",
  "body",
  "links",
  "intent",
];

/**
 * A file name as a part header can carry it: control characters are not header text (RFC 9110,
 * 5.5), and a part whose header holds one is a malformed body, which gets the framework's own
 * answer (decision 0057; tests/resilience/bad-requests.ts sweeps those).
 */
function headerText(value: string): string {
  return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");
}

function everyField(value: string): Record<string, string> {
  return Object.fromEntries(WORKSPACE_FIELDS.map((name) => [name, value]));
}

/** Well-formed rows with hostile text: stored, then shown on the public pages. */
const storedHostileText: ActionInput[] = [
  {
    name: "workspace: a lecture named with a hostile value",
    action: "saveLectureForm",
    path: "/admin/lectures/new",
    signedIn: "admin",
    args: (v) => [
      EMPTY_STATE,
      formOf({
        class: "9th",
        subject: "physics",
        chapterNo: "1",
        chapterName: "Physical Quantities and Measurement",
        lectureNo: next(),
        lectureName: v,
        videoUrl: "/demo/lecture-clip.webm",
      }),
    ],
  },
  {
    name: "workspace: an update with hostile title, content and tag",
    action: "saveUpdateForm",
    path: "/admin/updates/new",
    signedIn: "admin",
    args: (v) => [
      EMPTY_STATE,
      formOf({
        title: `${v} ${next()}`,
        content: v,
        link: "https://example.com/fuzz",
        thumbnail: "/demo/updates/results.svg",
        newTags: v.slice(0, 30),
      }),
    ],
  },
  {
    name: "workspace: a bulk upload of a hostile CSV",
    action: "bulkImport",
    path: "/admin/import",
    signedIn: "admin",
    args: (v) => [{ stage: "idle" }, formOf({ step: "check", file: new File([v], "fuzz.csv") })],
  },
];

/** The workspace's share of ACTION_INPUTS (tests/support/hostile-inputs.ts). */
export const WORKSPACE_ACTION_INPUTS: ActionInput[] = [...everyFieldHostile, ...storedHostileText];
