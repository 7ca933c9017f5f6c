/*
 * Writes the library's demo PDFs (content/demo/library/) and their fields (library.json): made
 * here with pdf-lib, text and drawn diagrams, not copies of real papers, each marked Demo
 * (decision 0076). Run again after changing it: `npx tsx scripts/library-demo.ts`.
 */
import { writeFileSync } from "node:fs";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

type Demo = {
  file: string;
  kind: "notes" | "paper-scheme" | "past-papers";
  class: "9th" | "10th";
  subject: string;
  title: string;
  chapter?: number;
  board?: string;
  year?: number;
  group?: string;
  part?: string;
  paper?: string;
  exam?: string;
  lines: string[];
};

const BOARD_NAMES: Record<string, string> = {
  "bise-lahore": "BISE Lahore",
  "bise-gujranwala": "BISE Gujranwala",
  fbise: "FBISE",
};
const SUBJECT_NAMES: Record<string, string> = {
  physics: "Physics",
  chemistry: "Chemistry",
  mathematics: "Mathematics",
};

function paper(
  cls: Demo["class"],
  subject: string,
  board: string,
  year: number,
  part: "objective" | "subjective",
  exam: "annual" | "supplementary" = "annual",
): Demo {
  const name = `${SUBJECT_NAMES[subject]} ${cls} ${BOARD_NAMES[board]} ${year} ${part === "objective" ? "Objective" : "Subjective"}`;
  const questions =
    part === "objective"
      ? [1, 2, 3, 4, 5, 6].map((n) => `${n}. Choose the correct answer: (A) (B) (C) (D)`)
      : [1, 2, 3, 4].map((n) => `Q${n}. Write short answers to any five parts. (10 marks)`);
  return {
    file: `${cls}-${subject}-${board}-${year}-${part}-${exam}.pdf`,
    kind: "past-papers",
    class: cls,
    subject,
    title: `Demo: ${name}${exam === "supplementary" ? " (Supplementary)" : ""}`,
    board,
    year,
    group: "science",
    part: cls === "9th" ? "1" : "2",
    paper: part,
    exam,
    lines: [`Demo paper: not a real ${BOARD_NAMES[board]} paper.`, ...questions],
  };
}

const scheme = (cls: Demo["class"], subject: string): Demo => ({
  file: `${cls}-${subject}-paper-scheme.pdf`,
  kind: "paper-scheme",
  class: cls,
  subject,
  title: `Demo: ${SUBJECT_NAMES[subject]} ${cls} Paper Scheme`,
  lines: [
    "Objective part: 12 multiple choice questions, 12 marks.",
    "Subjective part: short questions 33 marks, long questions 20 marks.",
    ...[1, 2, 3, 4, 5, 6].map((n) => `Chapter ${n}: ${4 + ((n * 3) % 7)} marks`),
  ],
});

const notes = (cls: Demo["class"], subject: string, chapter: number, name: string): Demo => ({
  file: `${cls}-${subject}-chapter-${chapter}-notes.pdf`,
  kind: "notes",
  class: cls,
  subject,
  chapter,
  title: `Demo: ${SUBJECT_NAMES[subject]} ${cls} Chapter ${chapter} Notes: ${name}`,
  lines: [
    `Chapter ${chapter}: ${name}`,
    "Key points:",
    "1. Definitions",
    "2. Formulas",
    "3. Examples",
  ],
});

const DEMOS: Demo[] = [
  paper("9th", "physics", "bise-lahore", 2024, "objective"),
  paper("9th", "physics", "bise-lahore", 2024, "subjective"),
  paper("9th", "physics", "bise-gujranwala", 2023, "objective"),
  paper("9th", "physics", "fbise", 2024, "subjective"),
  paper("9th", "physics", "bise-lahore", 2023, "objective", "supplementary"),
  paper("10th", "chemistry", "bise-lahore", 2024, "objective"),
  paper("10th", "mathematics", "bise-gujranwala", 2023, "subjective"),
  scheme("9th", "physics"),
  scheme("10th", "chemistry"),
  scheme("10th", "mathematics"),
  notes("9th", "physics", 1, "Physical Quantities and Measurement"),
  notes("9th", "physics", 2, "Kinematics"),
];

function diagram(page: PDFPage, font: PDFFont) {
  // A body on a slope with its weight drawn: lines and a circle, nothing copied.
  page.drawLine({ start: { x: 80, y: 120 }, end: { x: 400, y: 120 }, thickness: 2 });
  page.drawLine({ start: { x: 80, y: 120 }, end: { x: 400, y: 300 }, thickness: 2 });
  page.drawCircle({
    x: 250,
    y: 230,
    size: 24,
    color: rgb(0.85, 0.92, 1),
    borderColor: rgb(0, 0.3, 0.6),
    borderWidth: 2,
  });
  page.drawLine({
    start: { x: 250, y: 230 },
    end: { x: 250, y: 150 },
    thickness: 2,
    color: rgb(0.7, 0, 0),
  });
  page.drawText("W = mg", { x: 258, y: 160, size: 12, font, color: rgb(0.7, 0, 0) });
}

async function write(demo: Demo): Promise<void> {
  const doc = await PDFDocument.create();
  doc.setTitle(demo.title);
  doc.setProducer("Parhai demo content");
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText("DEMO", { x: 480, y: 800, size: 18, font: bold, color: rgb(0.8, 0.1, 0.1) });
  page.drawText(demo.title.replace("Demo: ", ""), { x: 50, y: 760, size: 16, font: bold });
  demo.lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 720 - index * 24, size: 12, font });
  });
  diagram(page, font);
  writeFileSync(`content/demo/library/${demo.file}`, await doc.save());
}

for (const demo of DEMOS) await write(demo);
const fields = DEMOS.map((demo) => {
  const rest: Partial<Demo> = { ...demo };
  delete rest.lines;
  return rest;
});
writeFileSync("content/demo/library.json", `${JSON.stringify(fields, null, 2)}\n`);
console.log(`${DEMOS.length} demo documents written`);
