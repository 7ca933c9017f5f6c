import { useSyncExternalStore } from "react";
import type { AccountCopy } from "./account-copy";
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

/** Where the progress marks come from, once it is known: the account's copy, or this browser's. */
export type ProgressSource =
  | { kind: "unknown" }
  | { kind: "signed-in"; copy: AccountCopy }
  | { kind: "signed-out"; local: LocalProgress };

const noLocal = () => null;

export function useProgressSource(): ProgressSource {
  const personal = usePersonal();
  const local = useSyncExternalStore(subscribeLocalProgress, readLocalProgress, noLocal);
  if (personal.status === "ready") return { kind: "signed-in", copy: personal.copy };
  if (personal.status === "signed-out" && local) return { kind: "signed-out", local };
  return { kind: "unknown" };
}

/** Per lecture id: the account's lectures signed in, this browser's signed out (same shape). */
export function progressOf(source: ProgressSource) {
  if (source.kind === "signed-in") return source.copy.lectures;
  return source.kind === "signed-out" ? source.local : undefined;
}
