import { safeHttpUrl } from "@/lib/safe-url";

type UpdateThumbnailProps = {
  src: string;
  eager: boolean;
  /** A small picture on a feed card, or the full width of the update's own page. */
  size?: "card" | "page";
};

const sizes = {
  // Phones: a small picture beside the title, so a card costs little screen and data.
  card: {
    width: 320,
    height: 180,
    className:
      "hide-broken relative float-end m-4 ms-3 mb-2 aspect-video w-28 rounded-lg bg-slate-100 object-cover sm:float-none sm:m-0 sm:w-48 sm:shrink-0 sm:self-start sm:rounded-none",
  },
  page: {
    width: 640,
    height: 360,
    className: "hide-broken relative mt-4 aspect-video w-full rounded-xl bg-slate-100 object-cover",
  },
} as const;

/**
 * An admin's thumbnail may live on any host, so it is a plain <img> (next/image would need every
 * host listed and would resize at run time). Width and height reserve its box before it loads;
 * it is decorative, the title beside it says what it shows.
 */
export function UpdateThumbnail({ src, eager, size = "card" }: UpdateThumbnailProps) {
  const url = safeHttpUrl(src);
  if (url === null) return null;
  const { width, height, className } = sizes[size];
  return (
    <img
      src={url}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
