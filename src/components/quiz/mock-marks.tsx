import type { MockMarks } from "@/lib/quiz-types";
import type { MockText } from "./mock-text";
import { fill } from "./quiz-text";

/**
 * Under a mock test's result heading (marks, decision 0101): the marks taken off, whether time
 * had run out, and each subject's share (decision 0085).
 */
export function MockMarksSummary({ marks, text }: { marks: MockMarks; text: MockText }) {
  return (
    <div className="flex flex-col gap-2">
      {marks.penalty > 0 && (
        <p className="text-sm text-slate-700">{fill(text.penalty, { penalty: marks.penalty })}</p>
      )}
      {marks.late && <p className="text-sm font-medium text-red-700">{text.late}</p>}
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="text-start font-semibold text-slate-800">
            {text.breakdownHeading}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-1 pe-3 text-start">
                {text.subject}
              </th>
              <th scope="col" className="px-2 text-end">
                {text.right}
              </th>
              <th scope="col" className="px-2 text-end">
                {text.wrong}
              </th>
              <th scope="col" className="px-2 text-end">
                {text.blank}
              </th>
              <th scope="col" className="ps-2 text-end">
                {text.marksColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {marks.breakdown.map((row) => (
              <tr key={row.subject} className="border-b border-slate-200">
                <th scope="row" className="py-1 pe-3 text-start font-medium">
                  {text.subjects[row.subject] ?? row.subject}
                </th>
                <td className="px-2 text-end tabular-nums">{row.right}</td>
                <td className="px-2 text-end tabular-nums">{row.wrong}</td>
                <td className="px-2 text-end tabular-nums">{row.total - row.right - row.wrong}</td>
                <td className="ps-2 text-end tabular-nums">
                  {row.marks} / {row.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
