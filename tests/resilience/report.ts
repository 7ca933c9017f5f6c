/** The checks and figures npm run test:resilience prints; the exit code follows the checks. */

type Result = { name: string; ok: boolean; detail: string };
const results: Result[] = [];

export function section(title: string): void {
  console.log(`\n=== ${title} ===`);
}

export function figure(label: string, value: string | number): void {
  console.log(`  ${label}: ${value}`);
}

export function check(name: string, ok: boolean, detail = ""): boolean {
  results.push({ name, ok, detail });
  console.log(`  ${ok ? "✓" : "✗"} ${name}${detail ? ` (${detail})` : ""}`);
  return ok;
}

/** Prints the closing tally and returns how many checks failed. */
export function summary(): number {
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.log("\nFailed:");
    for (const r of failed) console.log(`  ✗ ${r.name}${r.detail ? ` (${r.detail})` : ""}`);
  }
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length;
}
