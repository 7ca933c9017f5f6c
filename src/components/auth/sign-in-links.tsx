"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { withNext } from "./with-next";

type Props = { loginLabel: string; registerLabel: string };

const LINK = "rounded-md px-3 py-2 text-center font-medium";

/**
 * Login and Register for a signed-out visitor. A client leaf only to know the current path
 * (server layouts are not told it), so the student comes back here after signing in.
 */
export function SignInLinks({ loginLabel, registerLabel }: Props) {
  const pathname = usePathname();
  return (
    <>
      <Link
        href={withNext("/login", pathname)}
        className={`${LINK} text-brand-700 hover:bg-brand-50`}
      >
        {loginLabel}
      </Link>
      <Link
        href={withNext("/register", pathname)}
        className={`${LINK} bg-brand-700 hover:bg-brand-800 text-white`}
      >
        {registerLabel}
      </Link>
    </>
  );
}
