import { buttonClass } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import type { FeedJob } from "@/server/feed/entries";
import { ContentLink, type LinkContext } from "./content-link";
import { contentDir } from "@/lib/bidi";

export type JobTexts = LinkContext & {
  noDescription: string;
  applyNow: string;
  /** "for {title}", read after Apply Now so each link says which job it is. */
  applyFor: (title: string) => string;
};

export type StudentJobsTexts = JobTexts & { heading: string; empty: string; all: string };

type JobItemsProps = { jobs: readonly FeedJob[]; texts: JobTexts; headingLevel: "h2" | "h3" };

/** Each job with Apply Now, or the spec's text when it has no description. */
export function JobItems({ jobs, texts, headingLevel }: JobItemsProps) {
  const Heading = headingLevel;
  return (
    <ul className="mt-3 space-y-3">
      {jobs.map((job) => {
        const description = job.description?.trim() ? job.description : texts.noDescription;
        return (
          <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <Heading dir={contentDir(job.title)} className="font-medium text-slate-900">
              {job.title}
            </Heading>
            <p dir={contentDir(description)} className="mt-1 text-sm break-words text-slate-700">
              {description}
            </p>
            <ContentLink
              href={job.link}
              page={texts}
              className={`${buttonClass("primary", "sm")} mt-3`}
            >
              {texts.applyNow}
              <span className="sr-only"> {texts.applyFor(job.title)}</span>
            </ContentLink>
          </li>
        );
      })}
    </ul>
  );
}

type StudentJobsProps = {
  jobs: readonly FeedJob[];
  /** The jobs page, linked when there are more jobs than the column shows. */
  allHref: string | null;
  texts: StudentJobsTexts;
  className?: string;
};

/** The right column of /latest: the newest jobs, and the way to all of them. */
export function StudentJobs({ jobs, allHref, texts, className }: StudentJobsProps) {
  return (
    <section aria-labelledby="student-jobs" className={className}>
      <h2 id="student-jobs" className="text-lg font-semibold text-slate-900">
        {texts.heading}
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{texts.empty}</p>
      ) : (
        <JobItems jobs={jobs} texts={texts} headingLevel="h3" />
      )}
      {allHref && (
        <Link
          href={allHref}
          className="text-brand-700 mt-3 inline-block text-sm font-semibold underline"
        >
          {texts.all}
        </Link>
      )}
    </section>
  );
}
