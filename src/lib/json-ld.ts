import type {
  BreadcrumbList,
  LearningResource,
  LearningResourceLeaf,
  MergeLeafTypes,
  NewsArticle,
  VideoObjectLeaf,
  WithContext,
} from "schema-dts";

/**
 * Structured data for search engines, typed with schema-dts (schema.org's vocabulary as TypeScript
 * types, so a property a type does not have fails the build). Every URL passed in is absolute.
 */
export type LectureVideoLd = WithContext<MergeLeafTypes<[VideoObjectLeaf, LearningResourceLeaf]>>;
export type StructuredData =
  | WithContext<NewsArticle>
  | WithContext<BreadcrumbList>
  | LectureVideoLd
  | WithContext<LearningResource>;

/**
 * The JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` become \u escapes
 * (still the same JSON), so no content, not even "</script>", can end the block early; U+2028 and
 * U+2029 are escaped for old JavaScript parsers.
 */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export type Publisher = { name: string; url: string; logo: string };

export function newsArticleLd(article: {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: Date;
  keywords: readonly string[];
  publisher: Publisher;
}): WithContext<NewsArticle> {
  const organization = {
    "@type": "Organization",
    name: article.publisher.name,
    url: article.publisher.url,
    logo: article.publisher.logo,
  } as const;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    image: [article.image],
    datePublished: article.datePublished.toISOString(),
    keywords: article.keywords.join(", "),
    author: organization,
    publisher: organization,
  };
}

export function lectureVideoLd(video: {
  name: string;
  description: string;
  url: string;
  thumbnailUrl: string;
  uploadDate: Date;
  /** The YouTube player's address, or the self-hosted file's. */
  embedUrl: string | null;
  contentUrl: string | null;
  /** "9th Grade", for educationalLevel. */
  educationalLevel: string;
  /** The subject, for `about` and `teaches`. */
  subject: string;
}): LectureVideoLd {
  return {
    "@context": "https://schema.org",
    "@type": ["VideoObject", "LearningResource"],
    name: video.name,
    description: video.description,
    url: video.url,
    thumbnailUrl: [video.thumbnailUrl],
    uploadDate: video.uploadDate.toISOString(),
    ...(video.embedUrl ? { embedUrl: video.embedUrl } : {}),
    ...(video.contentUrl ? { contentUrl: video.contentUrl } : {}),
    learningResourceType: "Video lecture",
    educationalLevel: video.educationalLevel,
    teaches: video.subject,
    inLanguage: "en",
    isAccessibleForFree: true,
  };
}

/** The trail as schema.org wants it: positions from 1, every item but the current page linked. */
export function breadcrumbLd(
  items: readonly { name: string; url?: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** A library document (decision 0077): what it is, for which class and subject, and its PDF. */
export function libraryDocumentLd(document: {
  name: string;
  url: string;
  kind: string;
  educationalLevel: string;
  about: string;
  thumbnailUrl: string;
  pdfUrl: string;
  bytes: number;
  inLanguage: string;
}): WithContext<LearningResource> {
  return {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    name: document.name,
    url: document.url,
    learningResourceType: document.kind,
    educationalLevel: document.educationalLevel,
    about: document.about,
    thumbnailUrl: document.thumbnailUrl,
    inLanguage: document.inLanguage,
    isAccessibleForFree: true,
    encoding: {
      "@type": "MediaObject",
      contentUrl: document.pdfUrl,
      encodingFormat: "application/pdf",
      contentSize: String(document.bytes),
    },
  };
}
