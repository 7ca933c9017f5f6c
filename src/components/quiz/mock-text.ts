/** The mock test's own words (the "Quiz.mock" messages), handed to its client components. */
export type MockText = {
  start: string;
  endsAt: string;
  timeLeft: string;
  timeUp: string;
  marks: string;
  counts: string;
  penalty: string;
  late: string;
  breakdownHeading: string;
  subject: string;
  right: string;
  wrong: string;
  blank: string;
  marksColumn: string;
  noSitting: string;
  resumeSignedIn: string;
  subjects: Record<string, string>;
};
