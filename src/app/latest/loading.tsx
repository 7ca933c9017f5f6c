/** Placeholder cards while the feed loads (shown on client-side navigations to /latest). */
export default function LatestLoading() {
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-6" aria-busy="true">
      <div className="h-8 w-2/3 max-w-md rounded bg-slate-200" />
      <div className="mt-4 flex gap-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-8 w-20 rounded-full bg-slate-200" />
        ))}
      </div>
      <div className="mt-6 space-y-4 lg:mx-auto lg:w-1/2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
