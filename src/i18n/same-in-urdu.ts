/**
 * The reviewed keys whose Urdu text is the English one, on purpose (issue 18). Anything else that
 * still equals English in messages/ur.json is untranslated, and the message test fails; so does
 * an entry here that is no longer equal (a stale list hides nothing).
 */
export const SAME_IN_URDU: Readonly<Record<string, string>> = {
  // Programme names used as they are in Pakistan, Urdu media included: Cambridge O/A Level,
  // HEC's Associate Degree Program and Associate Degree in Science.
  ...Object.fromEntries(
    ["lecturesQuizzes", "books", "notes", "paperScheme", "pastPapers"].flatMap((menu) =>
      ["oLevel", "aLevel", "adp", "ads"].map((level) => [
        `nav.coaching.${menu}.${level}`,
        "programme name",
      ]),
    ),
  ),
  // Test and institution names stay as they are (issue 18: "MDCAT, ECAT, NTS ... stay").
  ...Object.fromEntries(
    ["ecat", "mdcat", "sat", "nts", "gre", "lcat", "nust", "gat"].map((test) => [
      `nav.coaching.entryTest.${test}`,
      "test name",
    ]),
  ),
  "nav.coaching.aiou.title": "AIOU, the university's own acronym, as Urdu papers print it",
  "nav.coaching.aiou.lmsCms": "LMS / CMS, the names of AIOU's student portals",
  "Newsletter.placeholder": "an e-mail address example, written left to right in any language",
  "Home.cardLinkPrefix": "only an argument and a colon",
  "Search.moreThan": "only an argument and a plus sign (a count past the search's cap)",
};
