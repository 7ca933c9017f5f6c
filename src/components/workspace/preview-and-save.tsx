const BUTTON = "rounded-md px-5 py-2.5 font-semibold disabled:opacity-70";

/** A workspace editor's two buttons: Preview (the form as it would show) and Save or Publish. */
export function PreviewAndSave({
  pending,
  previewLabel,
  saveLabel,
  savingLabel,
  saveIntent = "save",
}: {
  pending: boolean;
  previewLabel: string;
  saveLabel: string;
  savingLabel: string;
  saveIntent?: "save" | "publish";
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        name="intent"
        value="preview"
        disabled={pending}
        className={`${BUTTON} border-brand-700 text-brand-800 border bg-white hover:bg-slate-50`}
      >
        {previewLabel}
      </button>
      <button
        type="submit"
        name="intent"
        value={saveIntent}
        disabled={pending}
        className={`${BUTTON} bg-brand-700 hover:bg-brand-800 text-white`}
      >
        {pending ? savingLabel : saveLabel}
      </button>
    </div>
  );
}
