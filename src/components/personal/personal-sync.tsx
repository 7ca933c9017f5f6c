"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { syncPersonal } from "./personal-store";

/** In the root layout: asks for the student's own parts of each page they view. */
export function PersonalSync() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    syncPersonal(search ? `${pathname}?${search}` : pathname);
  }, [pathname, search]);
  return null;
}
