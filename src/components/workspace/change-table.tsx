/** A field's value before and after a change, as text ready to show. */
export type FieldChange = { label: string; before: string; after: string };

/**
 * Each field of a change with its value before and after: the audit log's entries and the bulk
 * upload's check show changes alike. Values are isolated (<bdi>) and wrap anywhere, so a long
 * link or a right-to-left name stays in its cell.
 */
export function ChangeTable({
  fields,
  headings,
}: {
  fields: FieldChange[];
  /** The column headings, for screen readers. */
  headings: { field: string; before: string; after: string };
}) {
  return (
    <table className="mt-1 w-full text-start text-sm">
      <thead className="sr-only">
        <tr>
          <th>{headings.field}</th>
          <th>{headings.before}</th>
          <th>{headings.after}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.label} className="align-top">
            <td className="pe-3 text-slate-700">{field.label}</td>
            <td className="pe-3 wrap-anywhere text-red-800">
              <bdi>{field.before}</bdi>
            </td>
            <td className="text-brand-800 wrap-anywhere">
              <bdi>{field.after}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
