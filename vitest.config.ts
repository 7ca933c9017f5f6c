import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "@front": path.resolve(import.meta.dirname, "front-layer"),
  // "server-only" throws outside React's server build; tests run server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "front-layer/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/support/console-errors.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Each file opens databases of its own (tests/integration/databases.ts), so files run
          // side by side, one per core of CI's two.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ["tests/integration/setup.ts", "tests/support/console-errors.ts"],
        },
      },
    ],
  },
});
