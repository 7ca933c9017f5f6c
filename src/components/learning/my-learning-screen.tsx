import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { withNext } from "@/components/auth/with-next";
import { classHref } from "@/lib/lecture-urls";
import { MY_LEARNING } from "@/lib/my-learning";
import { logout } from "@/server/auth/actions";
import { getCurrentUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { getPlaceNames } from "@/server/i18n/classes";
import { getMyLearning, type MyLearning } from "@/server/progress/my-learning";
import { ContinueWatchingList } from "./continue-watching-list";
import { RereadPersonal } from "@/components/personal/reread-personal";
import { ForgetHistory } from "./forget-history";
import { MyQuizScores } from "@/components/quiz/my-quiz-scores";
import { AccountSettings } from "./account-settings";
import { AddressNotice } from "./address-notice";

export type MyLearningParams = {
  ratings?: string;
  forget?: string;
  verified?: string;
  error?: string;
};

const SECTION = "mt-8";
const H2 = "mb-3 text-xl font-semibold text-slate-900";

/**
 * /student-portal: personal by nature, so rendered for each request with the session (decision
 * 0029). Signed in: Continue watching, progress by subject, the ratings given (paged), and
 * "Forget my learning history". Signed out: what it offers, and the way to log in.
 */
export async function MyLearningScreen({ params }: { params: MyLearningParams }) {
  const [t, user] = await Promise.all([getTranslations("Learning"), getCurrentUser()]);
  if (!user) {
    return (
      <Frame heading={t("heading")}>
        <section aria-labelledby="signed-out" className="max-w-2xl">
          <h2 id="signed-out" className={H2}>
            {t("signedOutHeading")}
          </h2>
          <p className="text-slate-700">{t("signedOutBody")}</p>
          <p className="mt-5 flex flex-wrap gap-3">
            <Link
              href={withNext("/login", MY_LEARNING)}
              className="bg-brand-700 hover:bg-brand-800 rounded-md px-5 py-2.5 font-semibold text-white"
            >
              {t("login")}
            </Link>
            <Link
              href={withNext("/register", MY_LEARNING)}
              className="border-brand-700 text-brand-800 hover:bg-brand-50 rounded-md border px-5 py-2.5 font-semibold"
            >
              {t("register")}
            </Link>
          </p>
        </section>
      </Frame>
    );
  }
  const learning = await getMyLearning(await getDb(), user.id, params.ratings);
  const [tAuth, names] = await Promise.all([getTranslations("Auth"), getPlaceNames()]);
  return (
    <Frame heading={t("heading")}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-700">
          {t("intro")} {t("signedInAs", { name: user.name })}
        </p>
        {/* The header's account corner needs JavaScript; this form does not. */}
        <form action={logout}>
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100"
          >
            {tAuth("logout")}
          </button>
        </form>
      </div>
      <AddressNotice userId={user.id} verified={params.verified} error={params.error} />
      {params.forget === "forgotten" && (
        <p role="status" className="border-brand-300 bg-brand-50 mt-4 rounded-md border p-3">
          {t("forgotten")}
          <RereadPersonal />
        </p>
      )}
      {params.forget === "failed" && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3">
          {t("forgetFailed")}
        </p>
      )}
      <section aria-labelledby="continue-heading" className={SECTION}>
        <h2 id="continue-heading" className={H2}>
          {t("continueHeading")}
        </h2>
        {learning.continueWatching.length === 0 ? (
          <p className="text-slate-700">
            {t("continueEmpty")}{" "}
            <Link href={classHref("9th")} className="text-brand-700 font-semibold underline">
              {t("browseLectures")}
            </Link>
          </p>
        ) : (
          <ContinueWatchingList
            items={learning.continueWatching}
            text={{
              lectureTitle: t.raw("lectureTitle") as string,
              percentWatched: t.raw("percentWatched") as string,
              resumeFrom: t.raw("resumeFrom") as string,
              names,
            }}
          />
        )}
      </section>
      <SubjectProgress learning={learning} names={names} />
      <MyQuizScores userId={user.id} names={names} sectionClass={SECTION} headingClass={H2} />
      <GivenRatings learning={learning} paged={params.ratings !== undefined} />
      <div className={SECTION}>
        <ForgetHistory confirming={params.forget === "confirm"} />
      </div>
      <AccountSettings userId={user.id} />
    </Frame>
  );
}

function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      {children}
    </div>
  );
}

async function SubjectProgress({
  learning,
  names,
}: {
  learning: MyLearning;
  names: Awaited<ReturnType<typeof getPlaceNames>>;
}) {
  const t = await getTranslations("Learning");
  return (
    <section aria-labelledby="subjects-heading" className={SECTION}>
      <h2 id="subjects-heading" className={H2}>
        {t("subjectsHeading")}
      </h2>
      {learning.subjects.length === 0 ? (
        <p className="text-slate-700">{t("subjectsEmpty")}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {learning.subjects.map((row) => (
            <li
              key={`${row.classSlug}|${row.subject}`}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <p className="font-medium">
                {names.subjects[row.subject] ?? row.subject} ·{" "}
                {names.classes[row.classSlug] ?? row.classSlug}
              </p>
              <p className="text-sm text-slate-700">
                {t("subjectRow", {
                  unlocked: row.unlocked,
                  total: row.total,
                  started: row.started,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

async function GivenRatings({ learning, paged }: { learning: MyLearning; paged: boolean }) {
  const [t, tLectures] = await Promise.all([
    getTranslations("Learning"),
    getTranslations("Lectures"),
  ]);
  const { ratings, next } = learning.ratings;
  return (
    <section aria-labelledby="ratings-heading" className={SECTION}>
      <h2 id="ratings-heading" className={H2}>
        {t("ratingsHeading")}
      </h2>
      {ratings.length === 0 ? (
        <p className="text-slate-700">{t("ratingsEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {ratings.map((rating) => (
            <li key={rating.lectureId} className="flex flex-wrap gap-x-3">
              <Link href={rating.href} className="text-brand-700 font-medium underline">
                {t("lectureTitle", { number: rating.lectureNo, name: rating.lectureName })}
              </Link>
              <span className="text-slate-700">
                {tLectures("youRated", { rating: rating.rating })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex gap-4">
        {paged && (
          <Link href={MY_LEARNING} className="text-brand-700 font-semibold underline">
            {t("firstRatings")}
          </Link>
        )}
        {next && (
          <Link
            href={`${MY_LEARNING}?${new URLSearchParams({ ratings: next })}`}
            className="text-brand-700 font-semibold underline"
          >
            {t("moreRatings")}
          </Link>
        )}
      </p>
    </section>
  );
}
