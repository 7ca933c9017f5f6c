import type { FeedJob } from "@/server/feed/queries";
import { buttonClass } from "@/components/ui/button-styles";
import { ContentLink } from "./content-link";

export type StudentJobsTexts = {
  heading: string;
  empty: string;
  noDescription: string;
  applyNow: string;
  /** "for {title}", read after Apply Now so each link says which job it is. */
  applyFor: (title: string) => string;
  opensInNewTab: string;
};

type StudentJobsProps = { jobs: readonly FeedJob[]; texts: StudentJobsTexts; className?: string };

/** The right column: each job with Apply Now, or the spec's text when it has no description. */
export function StudentJobs({ jobs, texts, className }: StudentJobsProps) {
  return (
    <section aria-labelledby="student-jobs" className={className}>
      <h2 id="student-jobs" className="text-lg font-semibold text-slate-900">
        {texts.heading}
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{texts.empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {jobs.map((job) => (
            <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-medium text-slate-900">{job.title}</h3>
              <p className="mt-1 text-sm break-words text-slate-700">
                {job.description?.trim() ? job.description : texts.noDescription}
              </p>
              <ContentLink
                href={job.link}
                newTabText={texts.opensInNewTab}
                className={`${buttonClass("primary", "sm")} mt-3`}
              >
                {texts.applyNow}
                <span className="sr-only"> {texts.applyFor(job.title)}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
