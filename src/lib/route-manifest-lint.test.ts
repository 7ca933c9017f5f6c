import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import config from "../../eslint.config.mjs";

/*
 * A page reads its query only through readSearchParams, typed by the route manifest (decision
 * 0059): the project's own rule, run on pages that read a parameter some other way.
 */

const pageRule = config.find(
  (block) =>
    block.files?.includes("src/app/**/*.{ts,tsx}") && block.rules?.["no-restricted-syntax"],
);

function problems(source: string): string[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    source,
    [
      {
        files: ["**/*.tsx"],
        languageOptions: { parser: tseslint.parser },
        rules: { "no-restricted-syntax": pageRule?.rules?.["no-restricted-syntax"] },
      },
    ],
    "src/app/x/page.tsx",
  );
  return messages.map((message) => message.message);
}

const OWN_RULE = /readSearchParams|route manifest/;

describe("the rule that pages read their query through the route manifest", () => {
  it("refuses a page that reads a parameter any other way", () => {
    for (const source of [
      "export default async function P({ searchParams }: Props) { return (await searchParams).q; }",
      "export default async function P(props: Props) { const s = await props.searchParams; return s.tag; }",
      "export function GET(request: Request) { return new URL(request.url).searchParams.get('q'); }",
      "export function Box() { return useSearchParams().get('tag'); }",
    ]) {
      expect([source, problems(source).some((text) => OWN_RULE.test(text))]).toEqual([
        source,
        true,
      ]);
    }
  });

  it("lets a page read what its route lists, through readSearchParams", () => {
    const source = [
      "type Props = { searchParams: Promise<Record<string, string>> };",
      "export default async function P({ searchParams }: Props) {",
      "  return readSearchParams('latest', await searchParams).tag;",
      "}",
      "export function GET(request: NextRequest) {",
      "  return readSearchParams('feed', request.nextUrl.searchParams).tag;",
      "}",
      "export function Switch() { return useSearchParams().toString(); }",
    ].join("\n");
    expect(problems(source)).toEqual([]);
  });
});
