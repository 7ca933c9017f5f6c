"use client";

import { PersonalSync } from "@/components/personal/personal-sync";
import { ClientNavigation } from "./client-navigation";

/**
 * The shell's work with no place on the screen (following links in place, keeping the student's
 * own parts): one client component for every page's data to name rather than two (decision 0110).
 */
export function ShellServices() {
  return (
    <>
      <ClientNavigation />
      <PersonalSync />
    </>
  );
}
