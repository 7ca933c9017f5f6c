import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "backups/**",
      "drizzle/**",
      "bench/out/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...nextVitals,
  ...nextTs,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through src/env.ts (getEnv).",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use Link from @/components/ui/link (no prefetching, decision 0010).",
            },
          ],
        },
      ],
    },
  },
  {
    // Pages read their query only through the route manifest's readSearchParams, typed by the
    // parameters each route lists (decision 0059): a parameter the manifest does not name is then
    // a type error, never a value the edge dropped without a word.
    files: ["src/app/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    ignores: ["src/app/api/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through src/env.ts (getEnv).",
        },
        {
          selector: [
            "Identifier[name='searchParams']:not(",
            "ObjectPattern > Property > Identifier,",
            "TSPropertySignature > Identifier,",
            "CallExpression[callee.name='readSearchParams'] > Identifier,",
            "CallExpression[callee.name='readSearchParams'] > AwaitExpression > Identifier,",
            "CallExpression[callee.name='readSearchParams'] > MemberExpression > Identifier.property)",
          ].join(" "),
          message:
            "Read a page's query with readSearchParams (src/lib/route-manifest.mjs), which lists what each page reads.",
        },
        {
          selector:
            "MemberExpression[object.callee.name='useSearchParams'][property.name=/^(?:get|getAll|has|entries|keys|values|forEach)$/]",
          message:
            "A page's parameters are the route manifest's (readSearchParams on the server): a client component reads none.",
        },
      ],
    },
  },
  {
    // Speed is measured by the bench (npm run bench), never by a test: a time budget in a test
    // fails on a slower CI machine and proves nothing on a fast one.
    files: ["tests/integration/**", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "performance",
          property: "now",
          message: "Measure speed in the bench (bench/), not in a test.",
        },
      ],
    },
  },
  {
    files: ["src/components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The env module, the logger's level, the boot hook and tooling scripts are where env is read;
    // the backup module hands the environment on to pg_dump and pg_restore.
    files: [
      "src/env.ts",
      "src/instrumentation.ts",
      "src/server/log.ts",
      "src/server/db/backup/postgres.ts",
      "scripts/**",
      "bench/**",
      "tests/**",
      "*.config.*",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Update thumbnails come from any host an admin names: a plain <img> with width and height,
    // never resized at run time (docs/decisions/0004-latest-layout.md). Lecture thumbnails are
    // YouTube's own small stills, shown as they are: next/image would only add client JavaScript
    // to the player page. Only these files may do so.
    // The workspace previews those same pictures the same way. The library's page images are
    // made once at upload in the sizes pages show (decision 0075); a question's picture is
    // re-encoded once at upload like the updates' (decision 0084). The messaging button's glyph
    // is a small vector file, cached for every page (decision 0110), and so are the footer's
    // contact icons (decision 0112).
    files: [
      "src/components/layout/messaging-button.tsx",
      "src/components/layout/site-footer.tsx",
      "src/components/library/document-list.tsx",
      "src/components/library/document-screen.tsx",
      "src/components/quiz/question-form.tsx",
      "src/components/quiz/quiz-question.tsx",
      "src/components/feed/update-thumbnail.tsx",
      "src/components/lectures/lecture-sidebar.tsx",
      "src/components/workspace/lecture-form.tsx",
      "src/components/workspace/update-form.tsx",
    ],
    rules: { "@next/next/no-img-element": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
