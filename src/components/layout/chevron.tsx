/** A small chevron drawn inline, so client menus need no icon library. Points down; rotate it. */
export function Chevron({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`size-4 shrink-0 transition-transform ${className}`}
    >
      <path d="m5 8 5 5 5-5" />
    </svg>
  );
}
