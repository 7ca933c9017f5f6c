import type { ClassResourceCard } from "@/content/home";
import {
  BookOpen,
  CirclePlay,
  ClipboardList,
  FileText,
  NotebookPen,
  type Icon,
} from "@/components/ui/icons";

/** Icons of the five resource categories a class panel shows (their IconName in the content). */
const resourceIcons: Partial<Record<ClassResourceCard["icon"], Icon>> = {
  CirclePlay,
  BookOpen,
  NotebookPen,
  ClipboardList,
  FileText,
};

export function resourceIcon(card: ClassResourceCard): Icon {
  return resourceIcons[card.icon] ?? FileText;
}
