import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";

/**
 * Google's rich-result rules for the types that have them (VideoObject, BreadcrumbList, ListItem,
 * Organization, ...), as @adobe/structured-data-validator implements them; schema.org's own
 * vocabulary is checked at build time by the schema-dts types of src/lib/json-ld.ts. Returns the
 * errors (warnings about optional fields are left out).
 */
export async function structuredDataErrors(items: readonly object[]): Promise<ValidationIssue[]> {
  const byType: Record<string, object[]> = {};
  for (const item of items) {
    const type = (item as { "@type"?: string | string[] })["@type"];
    const key = Array.isArray(type) ? type.join(",") : String(type);
    // The validator mutates what it is given.
    (byType[key] ??= []).push(structuredClone(item));
  }
  const issues = await new Validator().validate({ jsonld: byType });
  return issues.filter((issue) => issue.severity === "ERROR");
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): object[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? "null") as object,
  );
}

/**
 * Google's Article rules (no validator ships them): headline, image, datePublished as ISO 8601,
 * an author and publisher with a name. Returns what is missing.
 */
export function newsArticleProblems(data: object): string[] {
  const article = data as Record<string, unknown>;
  const problems: string[] = [];
  if (article["@context"] !== "https://schema.org") problems.push("@context");
  if (article["@type"] !== "NewsArticle") problems.push("@type");
  if (typeof article.headline !== "string" || article.headline.length === 0)
    problems.push("headline");
  const images = article.image;
  if (
    !Array.isArray(images) ||
    images.length === 0 ||
    !images.every((i) => /^https?:\/\//.test(String(i)))
  )
    problems.push("image");
  if (typeof article.datePublished !== "string" || Number.isNaN(Date.parse(article.datePublished)))
    problems.push("datePublished");
  for (const who of ["author", "publisher"] as const) {
    const party = article[who] as { "@type"?: string; name?: string } | undefined;
    if (!party?.name || !party["@type"]) problems.push(who);
  }
  return problems;
}
