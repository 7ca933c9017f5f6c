"use client";

import { useActionState } from "react";
import { setRoleForm } from "@/server/workspace/admin-actions";
import { EMPTY_FORM_STATE } from "@/server/workspace/form-state";

type Props = {
  userId: string;
  role: string;
  /** The person the form is about, for the select's accessible name. */
  person: string;
  options: { value: string; label: string }[];
  labels: { role: string; save: string; saving: string };
};

/** One account's role: a select and a button, and what happened next to them. */
export function RoleForm({ userId, role, person, options, labels }: Props) {
  const [state, formAction, pending] = useActionState(setRoleForm, EMPTY_FORM_STATE);
  const message = state.formError ?? state.notice;
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <label className="sr-only" htmlFor={`role-${userId}`}>
        {`${labels.role}: ${person}`}
      </label>
      <select
        id={`role-${userId}`}
        name="role"
        defaultValue={role}
        className="rounded-md border border-slate-400 bg-white px-2 py-1.5"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-slate-400 px-3 py-1.5 font-medium hover:bg-slate-100 disabled:opacity-70"
      >
        {pending ? labels.saving : labels.save}
      </button>
      {message && (
        <span role={state.formError ? "alert" : "status"} className="text-sm text-slate-700">
          {message}
        </span>
      )}
    </form>
  );
}
