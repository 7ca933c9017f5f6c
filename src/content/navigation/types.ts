/**
 * Icon names (Lucide's) used by the content modules. Content stays free of React, so the UI maps
 * the names it shows to the inline SVG components of src/components/ui/icons.tsx.
 */
export type IconName =
  | "House"
  | "Newspaper"
  | "LayoutDashboard"
  | "BadgeDollarSign"
  | "LogIn"
  | "UserPlus"
  | "Search"
  | "CirclePlay"
  | "BookOpen"
  | "NotebookPen"
  | "ClipboardList"
  | "FileText"
  | "Landmark"
  | "Lightbulb"
  | "Palette"
  | "Target"
  | "GraduationCap"
  | "Plane"
  | "Presentation"
  | "Briefcase"
  | "Users"
  | "Ellipsis"
  | "Info";

export type NavItem = {
  /** Message key inside the `nav` namespace, e.g. "coaching.lecturesQuizzes.9th". */
  key: string;
  /** English label; the UI shows the translated message for `key`. */
  label: string;
  href: string;
  icon?: IconName;
  /** Coaching category slug for items listed under a category. */
  category?: string;
};

export type NavMenu = {
  /** Message key of the menu heading, e.g. "admission.title". */
  key: string;
  label: string;
  icon?: IconName;
  items: readonly NavItem[];
};

/** Turns a slug into a message-key segment: "upload-assignment" -> "uploadAssignment". */
export function slugToKey(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
}
