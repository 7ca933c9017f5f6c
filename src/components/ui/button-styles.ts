/** The brand's filled colours, for a control that is not shaped like a button (the chat bubble). */
export const brandFill = "bg-brand-700 text-white hover:bg-brand-800";

const VARIANTS = {
  /** The one main action of a screen or card. */
  primary: `${brandFill} disabled:opacity-70`,
  /** A second action beside a primary one. */
  outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
} as const;

const SIZES = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5",
  lg: "px-5 py-3",
} as const;

/**
 * The classes of a brand button, for a <button> or a link that looks like one:
 * `className={buttonClass("outline", "sm")}`.
 */
export function buttonClass(
  variant: keyof typeof VARIANTS = "primary",
  size: keyof typeof SIZES = "md",
): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold ${VARIANTS[variant]} ${SIZES[size]}`;
}
