import type { ReactNode } from "react";

type Props = {
  heading: string;
  /** Unique on the page: the box is named by its heading. */
  headingId: string;
  /** A list of links to move around (nav), or a column of related content (section). */
  as?: "nav" | "section";
  className?: string;
  children: ReactNode;
};

/** The boxed sidebar of the lecture screens and of /latest: a small heading over a list. */
export function SidebarBox({
  heading,
  headingId,
  as: Box = "nav",
  className = "",
  children,
}: Props) {
  return (
    <Box
      aria-labelledby={headingId}
      className={`rounded-lg border border-slate-200 bg-white p-3 ${className}`}
    >
      <h2 id={headingId} className="px-2 pb-2 text-sm font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      {children}
    </Box>
  );
}
