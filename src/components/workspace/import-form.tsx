"use client";

import { useActionState } from "react";
import { bulkImport } from "@/server/workspace/import-actions";
import { IDLE_IMPORT, type ImportState, type ListedChange } from "@/server/workspace/import-state";
import { ChangeTable } from "./change-table";
import { FormError, SubmitButton } from "./form-field";

type Labels = Record<
  | "file"
  | "fileHint"
  | "check"
  | "checking"
  | "confirm"
  | "confirming"
  | "line"
  | "field"
  | "problem"
  | "nothingWritten"
  | "changes"
  | "before"
  | "after",
  string
>;

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className="mt-2 list-disc ps-6">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Problems({
  state,
  labels,
}: {
  state: Extract<ImportState, { stage: "invalid" }>;
  labels: Labels;
}) {
  return (
    <section role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h2 className="font-semibold text-red-900">{state.title}</h2>
      <p className="text-red-900">{labels.nothingWritten}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm" data-testid="import-problems">
          <thead>
            <tr>
              <th className="pe-4">{labels.line}</th>
              <th className="pe-4">{labels.field}</th>
              <th>{labels.problem}</th>
            </tr>
          </thead>
          <tbody>
            {state.problems.map((p, index) => (
              <tr key={index} className="border-t border-red-200 align-top">
                <td className="pe-4">{p.line}</td>
                <td className="pe-4 font-mono">
                  {p.field === "-" ? p.collection : `${p.collection}.${p.field}`}
                </td>
                <td>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Lines lines={state.lines} />
    </section>
  );
}

/** Each row the import would create or change, and what changes in it (decision 0025). */
function Changes({ changes, labels }: { changes: ListedChange[]; labels: Labels }) {
  return (
    <details className="mt-3" open={changes.length <= 20}>
      <summary className="cursor-pointer font-medium text-slate-900">{labels.changes}</summary>
      <ol className="mt-2 space-y-3" data-testid="import-changes">
        {changes.map((change, index) => (
          <li key={index} className="rounded-md border border-slate-200 p-3">
            <p className="font-medium text-slate-900">
              {change.what}: <bdi>{change.summary}</bdi>
            </p>
            <ChangeTable
              fields={change.fields}
              headings={{ field: labels.field, before: labels.before, after: labels.after }}
            />
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The bulk upload: choose a file and check it (a dry run: nothing is written), read what it
 * would change or every bad row, then import it, all rows or none. One server action serves both
 * forms, so it all works without JavaScript too.
 */
export function ImportForm({ labels }: { labels: Labels }) {
  const [state, formAction, pending] = useActionState(bulkImport, IDLE_IMPORT);
  return (
    <div className="max-w-3xl space-y-6">
      {state.stage === "refused" && <FormError message={state.message} />}
      {state.stage === "invalid" && <Problems state={state} labels={labels} />}
      {state.stage === "done" && (
        <section role="status" className="border-brand-600 bg-brand-50 rounded-lg border p-4">
          <h2 className="text-brand-900 font-semibold">{state.title}</h2>
          <Lines lines={state.lines} />
        </section>
      )}
      {state.stage === "unchanged" && (
        <section role="status" className="rounded-lg border border-slate-300 bg-white p-4">
          <h2 className="font-semibold text-slate-900">{state.title}</h2>
          <Lines lines={state.lines} />
        </section>
      )}
      {state.stage === "ready" && (
        <section className="rounded-lg border border-slate-300 bg-white p-4">
          <h2 className="font-semibold text-slate-900">{state.title}</h2>
          <Lines lines={state.lines} />
          <Changes changes={state.changes} labels={labels} />
          <form action={formAction} className="mt-4">
            <input type="hidden" name="step" value="confirm" />
            <input type="hidden" name="draftId" value={state.draftId} />
            <SubmitButton
              pending={pending}
              label={labels.confirm}
              pendingLabel={labels.confirming}
            />
          </form>
        </section>
      )}
      <form
        action={formAction}
        className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <input type="hidden" name="step" value="check" />
        <div>
          <label htmlFor="import-file" className="block font-medium text-slate-900">
            {labels.file}
          </label>
          <p id="import-file-hint" className="text-sm text-slate-600">
            {labels.fileHint}
          </p>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby="import-file-hint"
            className="mt-2 block w-full text-sm"
          />
        </div>
        <SubmitButton pending={pending} label={labels.check} pendingLabel={labels.checking} />
      </form>
    </div>
  );
}
