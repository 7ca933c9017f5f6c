/**
 * Renders the share picture of each subject (public/slides/share-{subject}.jpg, 1200 x 630 JPEG):
 * what WhatsApp shows above a shared lecture or chapter list (decision 0054). Its words are drawn
 * here, on a machine with the Noto fonts, once: a server may have no fonts at all. Run after
 * changing a subject's name: `npx tsx scripts/render-share-cards.ts`.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import ur from "../messages/ur.json" with { type: "json" };
import { type SubjectSlug, subjectNames } from "../src/content/classes";

const root = path.resolve(import.meta.dirname, "..");

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The site's card (assets/share-card.svg) with the subject's names in place of its sentence. */
function card(english: string, urdu: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="Noto Sans, sans-serif">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#01411C"/>
      <stop offset="0.55" stop-color="#03543A"/>
      <stop offset="1" stop-color="#0F766E"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="2" fill="#FFFFFF" fill-opacity="0.07"/>
    </pattern>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="760" width="440" height="630" fill="url(#dots)"/>
  <circle cx="990" cy="315" r="270" fill="#FFFFFF" fill-opacity="0.05"/>
  <circle cx="990" cy="315" r="185" fill="#FFFFFF" fill-opacity="0.05"/>
  <circle cx="990" cy="315" r="110" fill="#FFFFFF" fill-opacity="0.95"/>
  <path d="M960 255 L1050 315 L960 375 Z" fill="#047857"/>
  <text x="90" y="130" font-size="64" font-weight="800" fill="#FFFFFF">Parhai</text>
  <rect x="92" y="165" width="300" height="44" rx="22" fill="#5EEAD4"/>
  <text x="242" y="195" font-size="20" font-weight="700" fill="#01411C" text-anchor="middle" letter-spacing="1.5">FREE VIDEO LECTURES</text>
  <text x="88" y="305" font-size="${english.length > 12 ? 72 : 92}" font-weight="800" fill="#FFFFFF">${escapeXml(english)}</text>
  <text x="90" y="470" font-size="60" font-family="Noto Nastaliq Urdu, Noto Naskh Arabic, sans-serif" fill="#FDE68A">${escapeXml(urdu)}</text>
  <text x="92" y="560" font-size="28" fill="#CCFBF1">Lectures, quizzes and notes for classes 9 to 12</text>
</svg>`;
}

for (const [slug, english] of Object.entries(subjectNames) as [SubjectSlug, string][]) {
  const output = path.join(root, "public", "slides", `share-${slug}.jpg`);
  await sharp(Buffer.from(card(english, ur.Subjects[slug])))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(output);
  const { size } = await stat(output);
  console.log(`${path.relative(root, output)}  ${(size / 1024).toFixed(1)} KB`);
}
