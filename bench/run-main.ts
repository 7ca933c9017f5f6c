/** Runs a bench script's main: its exit code (0 passed, 1 a budget failed), 2 if it threw. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
