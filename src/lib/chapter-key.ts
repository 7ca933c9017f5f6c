/**
 * How progress names a chapter (number and name: a subject's chapters are numbered once per
 * class). Apart from lib/personal so the chapter cards' marks take nothing else to the browser
 * (lib/personal reads the class catalogue).
 */
export function chapterKey(chapterNo: number, chapterName: string): string {
  return `${chapterNo}|${chapterName}`;
}
