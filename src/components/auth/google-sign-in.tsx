import { getTranslations } from "next-intl/server";
import { isGoogleSignInEnabled } from "@/server/auth/auth";
import { signInWithGoogle } from "@/server/auth/actions";

/** "Continue with Google", only when the site has Google keys (README: Google sign-in). */
export async function GoogleSignIn({ next }: { next: string }) {
  if (!isGoogleSignInEnabled()) return null;
  const t = await getTranslations("Auth");
  return (
    <>
      <form action={signInWithGoogle}>
        <input type="hidden" name="next" value={next} />
        <button
          type="submit"
          className="w-full rounded-md border border-slate-400 bg-white px-4 py-3 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t("google")}
        </button>
      </form>
      <p className="my-5 flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        {t("or")}
      </p>
    </>
  );
}
