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
      // Phones: a small picture beside the title, so a card costs little screen and data.
      className="float-right m-4 mb-2 ml-3 aspect-video w-28 rounded-lg bg-slate-100 object-cover sm:float-none sm:m-0 sm:w-48 sm:shrink-0 sm:self-start sm:rounded-none"
    />
  );
}
