import { GraduationCap } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";

/** The wordmark, linking home. */
export function SiteLogo({ name, label }: { name: string; label: string }) {
  return (
    <Link href="/" aria-label={label} className="flex shrink-0 items-center gap-2 rounded-md">
      <span className="bg-brand-700 flex size-8 items-center justify-center rounded-lg text-white">
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      <span className="text-brand-800 text-xl font-bold tracking-tight">{name}</span>
    </Link>
  );
}
