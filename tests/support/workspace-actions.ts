import { serverActionId } from "./server-action";

/**
 * Every server action of the editors' workspace, once: the HTTP-level access tests call each as
 * anonymous, student and (for the admin's) editor, and the resilience sweep throws hostile values
 * at each as an admin. An action added to the workspace belongs here.
 */
export type WorkspaceAction = {
  name: string;
  file: string;
  exportedName: string;
  /** A page whose bundle holds the action (its form's page): Next.js runs it from there. */
  path: string;
  /** Who may run it: editors and admins, or admins only. */
  role: "editor" | "admin";
};

export const WORKSPACE_ACTIONS = [
  {
    name: "save lecture",
    file: "src/server/workspace/lecture-actions.ts",
    exportedName: "saveLectureForm",
    path: "/admin/lectures/new",
    role: "editor",
  },
  {
    name: "delete lecture",
    file: "src/server/workspace/lecture-actions.ts",
    exportedName: "deleteLectureForm",
    path: "/admin/lectures/new",
    role: "editor",
  },
  {
    name: "chapter suggestions",
    file: "src/server/workspace/lecture-actions.ts",
    exportedName: "chapterSuggestions",
    path: "/admin/lectures/new",
    role: "editor",
  },
  {
    name: "save update",
    file: "src/server/workspace/feed-actions.ts",
    exportedName: "saveUpdateForm",
    path: "/admin/updates/new",
    role: "editor",
  },
  {
    name: "delete update",
    file: "src/server/workspace/feed-actions.ts",
    exportedName: "deleteUpdateForm",
    path: "/admin/updates/new",
    role: "editor",
  },
  {
    name: "save featured, coaching or job entry",
    file: "src/server/workspace/feed-actions.ts",
    exportedName: "saveEntryForm",
    path: "/admin/jobs/new",
    role: "editor",
  },
  {
    name: "delete featured, coaching or job entry",
    file: "src/server/workspace/feed-actions.ts",
    exportedName: "deleteEntryForm",
    path: "/admin/jobs/new",
    role: "editor",
  },
  {
    name: "bulk upload",
    file: "src/server/workspace/import-actions.ts",
    exportedName: "bulkImport",
    path: "/admin/import",
    role: "editor",
  },
  {
    name: "set role",
    file: "src/server/workspace/admin-actions.ts",
    exportedName: "setRoleForm",
    path: "/admin/people",
    role: "admin",
  },
  {
    name: "save newsletter issue",
    file: "src/server/newsletter/issue-actions.ts",
    exportedName: "saveIssueForm",
    path: "/admin/subscribers/issues/new",
    role: "admin",
  },
  {
    name: "send newsletter issue",
    file: "src/server/newsletter/issue-actions.ts",
    exportedName: "sendIssueForm",
    path: "/admin/subscribers/issues/new",
    role: "admin",
  },
] as const satisfies readonly WorkspaceAction[];

export type WorkspaceActionName = (typeof WORKSPACE_ACTIONS)[number]["exportedName"];

/** The action's id in the production build in `.next`. */
export function workspaceActionId(exportedName: WorkspaceActionName): string {
  const action = WORKSPACE_ACTIONS.find((a) => a.exportedName === exportedName)!;
  return serverActionId(action.file, action.exportedName);
}

/** A FormData with these fields (a value list repeats the field). */
export function formOf(fields: Record<string, string | string[] | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const one of value) form.append(name, one);
    else form.set(name, value);
  }
  return form;
}

/** The state a workspace form starts from, as the browser sends it. */
export const EMPTY_STATE = { fieldErrors: {}, formError: null, values: {} };
