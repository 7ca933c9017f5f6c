import { expect, test } from "../support/test";
import { workspaceURL } from "../../../playwright.config";
import { callServerAction } from "../../support/server-action";
import {
  EMPTY_STATE,
  formOf,
  WORKSPACE_ACTIONS,
  workspaceActionId,
  type WorkspaceActionName,
} from "../../support/workspace-actions";
import { adminPage, hasAuditEntriesBy, listedIds, roleShown } from "./admin-reads";
import { admin, editor, student, type Account } from "./support";

/*
 * Every workspace action called over HTTP, outside the forms, by people who may not run it:
 * nobody signed in, a student, and (for the admin's actions) an editor. Each is refused in the
 * action itself and changes nothing, which the admin's view of the same rows proves afterwards.
 */
test.describe.configure({ mode: "serial" });

const LECTURE = {
  class: "10th",
  subject: "chemistry",
  chapterNo: "91",
  chapterName: "Access Chapter",
  lectureNo: "1",
  youtubeId: "accessVid01",
};
const UPDATE = {
  content: "Only an editor may change this.",
  link: "https://example.com/access",
  thumbnail: "/demo/updates/results.svg",
  newTags: "Access",
  postedAt: "2025-01-01T10:00",
};
const BULK_CSV = [
  "class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,videoUrl",
  "10th,chemistry,92,Refused Bulk Chapter,1,Refused bulk lecture,accessVid02,",
].join("\n");

type Targets = { lectureId: number; updateId: number; jobId: number; draftId: string };

let owner: Account;
let targets: Targets;
let target: Account;

function call(action: WorkspaceActionName, args: unknown[], cookie?: string, origin?: string) {
  const path = WORKSPACE_ACTIONS.find((a) => a.exportedName === action)!.path;
  const actionId = workspaceActionId(action);
  return callServerAction({ url: workspaceURL, path, actionId, args, cookie, origin });
}

/** One call of each action and of each way to use it (create, edit, delete, check, confirm). */
function everyCall(t: Targets): { action: WorkspaceActionName; args: unknown[] }[] {
  const csv = new File([BULK_CSV], "refused.csv", { type: "text/csv" });
  return [
    {
      action: "saveLectureForm",
      args: [EMPTY_STATE, formOf({ ...LECTURE, lectureName: "Refused" })],
    },
    {
      action: "saveLectureForm",
      args: [EMPTY_STATE, formOf({ ...LECTURE, id: `${t.lectureId}`, lectureName: "Refused" })],
    },
    {
      action: "deleteLectureForm",
      args: [EMPTY_STATE, formOf({ id: `${t.lectureId}`, confirm: "yes" })],
    },
    { action: "chapterSuggestions", args: ["10th", "chemistry"] },
    {
      action: "saveUpdateForm",
      args: [EMPTY_STATE, formOf({ ...UPDATE, title: "Refused update" })],
    },
    {
      action: "saveUpdateForm",
      args: [EMPTY_STATE, formOf({ ...UPDATE, id: `${t.updateId}`, title: "Refused update" })],
    },
    {
      action: "deleteUpdateForm",
      args: [EMPTY_STATE, formOf({ id: `${t.updateId}`, confirm: "yes" })],
    },
    {
      action: "saveEntryForm",
      args: [EMPTY_STATE, formOf({ kind: "jobs", title: "Refused job", link: "https://x.pk/j" })],
    },
    {
      action: "saveEntryForm",
      args: [
        EMPTY_STATE,
        formOf({ kind: "jobs", id: `${t.jobId}`, title: "Refused job", link: "https://x.pk/j" }),
      ],
    },
    {
      action: "deleteEntryForm",
      args: [EMPTY_STATE, formOf({ kind: "jobs", id: `${t.jobId}`, confirm: "yes" })],
    },
    { action: "bulkImport", args: [{ stage: "idle" }, formOf({ step: "check", file: csv })] },
    {
      action: "bulkImport",
      args: [{ stage: "idle" }, formOf({ step: "confirm", draftId: t.draftId })],
    },
    {
      action: "setRoleForm",
      args: [EMPTY_STATE, formOf({ userId: target.userId, role: "admin" })],
    },
  ];
}

/** What a refused call answers: the reason in words, and no data. */
function refusal(action: WorkspaceActionName, message: string): unknown {
  if (action === "chapterSuggestions") return null;
  if (action === "bulkImport") return { stage: "refused", message };
  return { fieldErrors: {}, formError: message, values: {} };
}

test.beforeAll(async () => {
  owner = await admin();
  target = await student("Role Target");
  const save = (action: WorkspaceActionName, fields: Record<string, string>) =>
    call(action, [EMPTY_STATE, formOf(fields)], owner.cookie);
  await save("saveLectureForm", { ...LECTURE, lectureName: "Access target lecture" });
  await save("saveUpdateForm", { ...UPDATE, title: "Access target update" });
  await save("saveEntryForm", { kind: "jobs", title: "Access target job", link: "https://x.pk/t" });
  const csv = new File([BULK_CSV], "refused.csv", { type: "text/csv" });
  const check = await call(
    "bulkImport",
    [{ stage: "idle" }, formOf({ step: "check", file: csv })],
    owner.cookie,
  );
  targets = {
    lectureId: (await listedIds(owner, "/admin/lectures", "Access target lecture"))[0]!,
    updateId: (await listedIds(owner, "/admin/updates", "Access target update"))[0]!,
    jobId: (await listedIds(owner, "/admin/jobs", "Access target job"))[0]!,
    draftId: (check.result as { draftId: string }).draftId,
  };
  expect(Object.values(targets).every(Boolean)).toBe(true);
});

test(
  "anonymous, student and editor calls of every workspace action are refused",
  { tag: "@http" },
  async () => {
    const pupil = await student();
    const staff = await editor();
    const callers = [
      {
        who: "anonymous",
        cookie: undefined,
        message: "Your session has ended. Log in again, then repeat this.",
      },
      {
        who: "student",
        cookie: pupil.cookie,
        message: "Your account may not do this. Nothing was changed.",
      },
      {
        who: "editor",
        cookie: staff.cookie,
        message: "Your account may not do this. Nothing was changed.",
      },
    ];
    for (const caller of callers) {
      for (const { action, args } of everyCall(targets)) {
        const adminOnly =
          WORKSPACE_ACTIONS.find((a) => a.exportedName === action)!.role === "admin";
        if (caller.who === "editor" && !adminOnly) continue;
        const answer = await call(action, args, caller.cookie);
        expect(answer, `${action} by ${caller.who}`).toEqual({
          status: 200,
          result: refusal(action, caller.message),
        });
      }
    }
    // A student cannot make themselves an editor either.
    const self = await call(
      "setRoleForm",
      [EMPTY_STATE, formOf({ userId: pupil.userId, role: "editor" })],
      pupil.cookie,
    );
    expect(self.result).toMatchObject({ formError: callers[1]!.message });
    // The editor's refusal was about the role: content actions answer them.
    expect((await call("chapterSuggestions", ["10th", "chemistry"], staff.cookie)).result).toEqual(
      expect.arrayContaining([{ chapterNo: 91, chapterName: "Access Chapter" }]),
    );

    await expectNothingChanged([pupil, staff]);
  },
);

test(
  "a call from another site is refused before any action runs, even an admin's",
  { tag: "@http" },
  async () => {
    for (const { action, args } of everyCall(targets)) {
      const answer = await call(action, args, owner.cookie, "https://evil.example");
      expect(answer.status, action).toBe(403);
    }
    await expectNothingChanged([]);
  },
);

test(
  "the admin plugin's own routes are off: a role changes only through the workspace",
  { tag: "@http" },
  async () => {
    const response = await fetch(`${workspaceURL}/api/auth/admin/set-role`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: workspaceURL, Cookie: owner.cookie },
      body: JSON.stringify({ userId: target.userId, role: "admin" }),
    });
    expect(response.status).toBe(404);
    expect(await roleShown(owner, target.email)).toBe("student");
    // The admin's checked file was left alone by every refused call: it still imports.
    const confirm = await call(
      "bulkImport",
      [{ stage: "idle" }, formOf({ step: "confirm", draftId: targets.draftId })],
      owner.cookie,
    );
    expect(confirm.result).toMatchObject({ stage: "done", counts: { lectures: { new: 1 } } });
  },
);

async function expectNothingChanged(refused: Account[]) {
  for (const list of ["/admin/lectures", "/admin/updates", "/admin/jobs"]) {
    expect(await listedIds(owner, list, "Refused"), list).toEqual([]);
  }
  expect(await adminPage(owner, `/admin/lectures/${targets.lectureId}`)).toContain(
    "Access target lecture",
  );
  expect(await adminPage(owner, `/admin/updates/${targets.updateId}`)).toContain(
    "Access target update",
  );
  expect(await adminPage(owner, `/admin/jobs/${targets.jobId}`)).toContain("Access target job");
  const chapters = await fetch(`${workspaceURL}/coaching/lectures-quizzes/10th/chemistry`);
  expect(await chapters.text()).not.toContain("Refused Bulk Chapter");
  expect(await roleShown(owner, target.email)).toBe("student");
  for (const account of refused) expect(await hasAuditEntriesBy(owner, account)).toBe(false);
}
