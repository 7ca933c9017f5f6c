import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import type { PersonalData } from "@/lib/personal";
import { readLocalProgress, subscribeLocalProgress, type LocalProgress } from "./local-progress";
import {
  UNKNOWN,
  personalSnapshot,
  subscribePersonal,
  type PersonalSnapshot,
} from "./personal-store";

/** The personal snapshot; the server and hydration see "unknown", so they render signed out. */
export function usePersonal(): PersonalSnapshot {
  return useSyncExternalStore(subscribePersonal, personalSnapshot, () => UNKNOWN);
}

/** Where this page's progress marks come from, once it is known. */
export type ProgressSource =
  | { kind: "unknown" }
  /** `page`: the path and query the data was asked for. */
  | { kind: "signed-in"; data: PersonalData; page: string }
  | { kind: "signed-out"; local: LocalProgress };

const noLocal = () => null;

/** The answer counts only for the page it was asked for: another page's has other parts. */
export function useProgressSource(): ProgressSource {
  const personal = usePersonal();
  const pathname = usePathname();
  const local = useSyncExternalStore(subscribeLocalProgress, readLocalProgress, noLocal);
  if (personal.status === "ready") {
    if (personal.page.split("?")[0] !== pathname) return { kind: "unknown" };
    return { kind: "signed-in", data: personal.data, page: personal.page };
  }
  if (personal.status === "signed-out" && local) return { kind: "signed-out", local };
  return { kind: "unknown" };
}
