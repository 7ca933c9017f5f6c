import { LocaleAnchor } from "@/components/ui/locale-anchor";
import type { Locale } from "@/lib/locale-path";
import { latestHref, type TagFilter } from "@/server/feed/tag-filter";
import { contentDir } from "@/lib/bidi";

type TagFilterBarProps = {
  tags: readonly string[];
  filter: TagFilter;
  locale: Locale;
  texts: { label: string; all: string };
};

const pill = "inline-block rounded-full border px-3 py-1.5 text-sm font-medium transition-colors";
const activePill = "border-brand-700 bg-brand-700 text-white";
const idlePill =
  "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50";

/** All plus one link per tag: plain links, so filtering works without JavaScript and in shared URLs. */
export function TagFilterBar({ tags, filter, locale, texts }: TagFilterBarProps) {
  const entries: { key: string; label: string; tag: string | null; active: boolean }[] = [
    { key: "all", label: texts.all, tag: null, active: filter.kind === "all" },
    ...tags.map((tag) => ({
      key: `tag-${tag}`,
      label: tag,
      tag,
      active: filter.kind === "tag" && filter.tag === tag,
    })),
  ];
  return (
    <nav aria-label={texts.label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.key}>
            <LocaleAnchor
              href={latestHref(entry.tag)}
              locale={locale}
              aria-current={entry.active ? "page" : undefined}
              dir={entry.tag === null ? undefined : contentDir(entry.tag)}
              className={`${pill} ${entry.active ? activePill : idlePill}`}
            >
              {entry.label}
            </LocaleAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
