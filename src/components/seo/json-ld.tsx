import { jsonLdText, type StructuredData } from "@/lib/json-ld";

/**
 * A JSON-LD block. Browsers never run a script of this type, so the CSP (which lists only the
 * hashes of Next.js's own scripts) needs nothing for it; its text is escaped by jsonLdText, so
 * stored content cannot close it and start markup of its own.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
