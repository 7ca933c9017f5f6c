import type { IconName } from "@/content/navigation/types";
import {
  BookOpen,
  CirclePlay,
  ClipboardList,
  FileText,
  NotebookPen,
  type Icon,
} from "@/components/ui/icons";

/** Icons of the five resource categories a class panel shows (their IconName in the content). */
const resourceIcons: Partial<Record<IconName, Icon>> = {
  CirclePlay,
  BookOpen,
  NotebookPen,
  ClipboardList,
  FileText,
};

export function resourceIcon(icon: IconName): Icon {
  return resourceIcons[icon] ?? FileText;
}
