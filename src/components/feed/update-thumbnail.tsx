import { safeHttpUrl } from "@/lib/safe-url";

type UpdateThumbnailProps = { src: string; eager: boolean };

/**
 * An admin's thumbnail may live on any host, so it is a plain <img> (next/image would need every
 * host listed and would resize at run time). Width and height reserve its box before it loads;
 * it is decorative, the card's title says what it shows.
 */
export function UpdateThumbnail({ src, eager }: UpdateThumbnailProps) {
  const url = safeHttpUrl(src);
  if (url === null) return null;
  return (
    <img
      src={url}
      alt=""
      width={320}
      height={180}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="aspect-video w-full bg-slate-100 object-cover sm:w-48 sm:shrink-0 sm:self-start"
    />
  );
}
