import type { ReactNode } from "react";

type Props = {
  title: string;
  body?: string;
  /** The title's element: a heading where the state stands in for a section's content. */
  titleAs?: "p" | "h2" | "h3";
  /** Announce the title when it replaces a list in place (a filter that matched nothing). */
  announce?: boolean;
  className?: string;
  /** A way on, such as a link back to the whole list. */
  children?: ReactNode;
};

/** The spec's empty states (no chapters, no lecture selected, no results...): one dashed box. */
export function EmptyState({
  title,
  body,
  titleAs: Title = "p",
  announce = false,
  className = "",
  children,
}: Props) {
  return (
    <div
      className={`rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center ${className}`}
    >
      <Title
        role={announce ? "status" : undefined}
        className="text-lg font-semibold text-slate-800"
      >
        {title}
      </Title>
      {body && <p className="mt-2 text-slate-600">{body}</p>}
      {children}
    </div>
  );
}
