import sharp from "sharp";
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from "pdf-lib";

/** PDFs for the library's tests, good and hostile, made with pdf-lib (decision 0075). */

export async function textPdf(pages: number, label = "Demo page"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`${label} ${n}`, { x: 50, y: 780, size: 24, font });
    page.drawCircle({ x: 300, y: 400, size: 80, borderColor: rgb(0, 0, 0.6), borderWidth: 2 });
  }
  return doc.save();
}

/** A one-page PDF of more than `megabytes` MB: a photograph-like page (noise does not compress). */
export async function largePdf(megabytes: number): Promise<Uint8Array> {
  // pdf-lib compresses the pixels again: noise keeps about 0.88 of them.
  const side = Math.ceil(Math.sqrt((megabytes * 1.25 * 1024 * 1024) / 3));
  const photo = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "white",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawImage(await doc.embedPng(photo), { x: 0, y: 0, width: 595, height: 842 });
  return doc.save();
}

export async function blankPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n++) doc.addPage([100, 100]);
  return doc.save();
}

/** Opens with a script (an OpenAction of type JavaScript). */
export async function scriptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const action = doc.context.obj({
    Type: "Action",
    S: "JavaScript",
    JS: PDFString.of("app.alert(1)"),
  });
  doc.catalog.set(PDFName.of("OpenAction"), action);
  return doc.save();
}

export async function pdfWithAttachment(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  await doc.attach(new Uint8Array([0x4d, 0x5a, 0x90, 0]), "setup.exe", {
    mimeType: "application/octet-stream",
  });
  return doc.save();
}

/** A password-protected file's trailer: an encryption dictionary no empty password opens. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const filler = PDFString.of("x".repeat(32));
  const encrypt = doc.context.obj({ Filter: "Standard", V: 1, R: 2, O: filler, U: filler, P: -4 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return doc.save({ useObjectStreams: false });
}

/** A real PDF cut in the middle, and random bytes after a PDF header. */
export async function brokenPdfs(): Promise<Uint8Array[]> {
  const good = await textPdf(2);
  const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
  return [
    good.slice(0, good.length / 2),
    new Uint8Array([...Buffer.from("%PDF-1.7\n"), ...garbage]),
  ];
}

/** An ELF executable's first bytes, as if named paper.pdf. */
export function disguisedExecutable(): Uint8Array {
  return new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(2000).fill(0)]);
}
