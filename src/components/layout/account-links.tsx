import Link from "next/link";
import { getSiteNavigation } from "./nav-model";

/**
 * The signed-out account area: Login and Register from the top bar links. The header and the
 * drawer both render it; a signed-in student sees the user menu in its place.
 */
export async function AccountLinks() {
  const { accountLinks } = await getSiteNavigation();
  const [login, register] = accountLinks;
  return (
    <div className="flex items-center gap-2">
      {login && (
        <Link
          href={login.href}
          className="text-brand-800 hover:bg-brand-50 rounded-md px-3 py-2 text-sm font-semibold"
        >
          {login.label}
        </Link>
      )}
      {register && (
        <Link
          href={register.href}
          className="bg-brand-700 hover:bg-brand-800 rounded-md px-3 py-2 text-sm font-semibold text-white"
        >
          {register.label}
        </Link>
      )}
    </div>
  );
}
