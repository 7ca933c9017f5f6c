import { afterEach, beforeEach, vi } from "vitest";

/**
 * Setup of the unit and integration tests: a test fails when code under test calls console.error.
 * A test that expects one says so by spying on console.error itself (vi.spyOn replaces this spy).
 */
let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});

afterEach(() => {
  const calls = unexpected;
  unexpected = [];
  vi.restoreAllMocks();
  if (calls.length > 0) {
    const first = calls[0]!.map((part) => String(part)).join(" ");
    throw new Error(`console.error was called ${calls.length} time(s), first: ${first}`);
  }
});
