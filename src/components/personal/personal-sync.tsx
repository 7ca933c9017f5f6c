"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { firstView, syncPersonal } from "./personal-store";
import { resendWaiting } from "./waiting-reports";

/**
 * In the root layout: keeps the student's own parts of each page they view (decision 0064: read
 * once per visit, kept for the tab), and, signed out, sends again the progress reports an earlier
 * view left without an answer (decision 0030).
 */
export function PersonalSync() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  useEffect(() => {
    syncPersonal(first.current ? firstView() : "view");
    first.current = false;
    resendWaiting();
  }, [pathname, search]);
  return null;
}
