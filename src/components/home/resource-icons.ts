import {
  BookOpen,
  CirclePlay,
  ClipboardList,
  FileText,
  NotebookPen,
  type LucideIcon,
} from "lucide-react";
import type { ClassResourceCard } from "@/content/home";

/** Icons of the five resource categories a class panel shows (their IconName in the content). */
const resourceIcons: Partial<Record<ClassResourceCard["icon"], LucideIcon>> = {
  CirclePlay,
  BookOpen,
  NotebookPen,
  ClipboardList,
  FileText,
};

export function resourceIcon(card: ClassResourceCard): LucideIcon {
  return resourceIcons[card.icon] ?? FileText;
}
