"use client";

import { Link } from "@/components/ui/link";
import { brandFill } from "@/components/ui/button-styles";
import { usePathname } from "next/navigation";
import { withNext } from "./with-next";

type Props = { loginLabel: string; registerLabel: string; compact?: boolean };

/**
 * Login and Register for a signed-out visitor. A client leaf only to know the current path
 * (server layouts are not told it), so the student comes back here after signing in.
 */
export function SignInLinks({ loginLabel, registerLabel, compact = false }: Props) {
  const pathname = usePathname();
  // The phone header bar has little room: tighter padding there.
  // One line each, also in Urdu ("لاگ اِن", "رجسٹر کریں"), so the bar keeps its height.
  const link = `rounded-md text-center font-medium whitespace-nowrap ${compact ? "px-2 py-1.5" : "px-3 py-2"}`;
  return (
    <>
      <Link
        href={withNext("/login", pathname)}
        className={`${link} text-brand-700 hover:bg-brand-50`}
      >
        {loginLabel}
      </Link>
      <Link href={withNext("/register", pathname)} className={`${link} ${brandFill}`}>
        {registerLabel}
      </Link>
    </>
  );
}
