"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { syncPersonal } from "./personal-store";
import { resendWaiting } from "./waiting-reports";

/**
 * In the root layout: asks for the student's own parts of each page they view, and, signed out,
 * sends again the progress reports an earlier view left without an answer (decision 0030).
 */
export function PersonalSync() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    syncPersonal(search ? `${pathname}?${search}` : pathname);
    resendWaiting();
  }, [pathname, search]);
  return null;
}
