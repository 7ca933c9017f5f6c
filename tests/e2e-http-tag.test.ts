import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * A test that opens no browser page gets the same answers on every device (the server reads no
 * device hint), so it carries the tag @http and runs in the desktop projects only
 * (playwright.config.ts, decision 0044). Its fixtures, and those of the hooks around it, say
 * whether it opens one: this reads every spec and names each test whose tag says otherwise.
 */

/** Fixtures that send requests or name the server, and never open a browser. */
const HTTP_FIXTURES = new Set(["request", "baseURL", "playwright"]);
const TAG = "@http";

type Call = {
  kind: "test" | "describe" | "hook";
  node: ts.CallExpression;
  parent: Call | undefined;
  fixtures: string[];
  tagged: boolean;
};

function kindOf(callee: ts.Expression): Call["kind"] | undefined {
  const names: string[] = [];
  while (ts.isPropertyAccessExpression(callee)) {
    names.unshift(callee.name.text);
    callee = callee.expression;
  }
  if (!ts.isIdentifier(callee) || callee.text !== "test") return undefined;
  if (names[0] === "describe") return "describe";
  if (names.length === 1 && /^(before|after)(Each|All)$/.test(names[0]!)) return "hook";
  const modifiers = ["only", "skip", "fixme", "fail", "slow"];
  return names.every((name) => modifiers.includes(name)) ? "test" : undefined;
}

/**
 * The fixtures a test or hook function destructures (all of them when it takes the object whole).
 * Of `playwright`, only its `request` opens no browser: any other member it reads counts as one.
 */
function fixturesOf(fn: ts.ArrowFunction | ts.FunctionExpression): string[] {
  const first = fn.parameters[0];
  if (!first) return [];
  if (!ts.isObjectBindingPattern(first.name)) return ["all fixtures"];
  const names = first.name.elements.map((element) =>
    element.dotDotDotToken ? "all fixtures" : (element.propertyName ?? element.name).getText(),
  );
  const members: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "playwright" &&
      node.name.text !== "request"
    )
      members.push(node.getText());
    ts.forEachChild(node, visit);
  };
  if (names.includes("playwright")) visit(fn.body);
  return [...names, ...members];
}

/** Whether the call's title or its details (`{ tag: "@http" }` or a list) carry the tag. */
function carriesTag(args: readonly ts.Expression[]): boolean {
  return args.some((arg) => {
    if (ts.isStringLiteralLike(arg)) return arg.text.split(/\s+/).includes(TAG);
    if (!ts.isObjectLiteralExpression(arg)) return false;
    return arg.properties.some((property) => {
      if (!ts.isPropertyAssignment(property) || property.name.getText() !== "tag") return false;
      const value = property.initializer;
      const tags = ts.isArrayLiteralExpression(value) ? value.elements : [value];
      return tags.some((tag) => ts.isStringLiteralLike(tag) && tag.text === TAG);
    });
  });
}

/** Every test, describe and hook of a spec, each with the describe it sits in. */
function callsOf(source: ts.SourceFile): Call[] {
  const calls: Call[] = [];
  const visit = (node: ts.Node, parent: Call | undefined): void => {
    if (ts.isCallExpression(node)) {
      const kind = kindOf(node.expression);
      const fn = node.arguments.at(-1);
      if (kind && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
        const others = node.arguments.slice(0, -1);
        const call = { kind, node, parent, fixtures: fixturesOf(fn), tagged: carriesTag(others) };
        calls.push(call);
        if (kind === "describe") parent = call;
      }
    }
    ts.forEachChild(node, (child) => visit(child, parent));
  };
  visit(source, undefined);
  return calls;
}

type Problem = { where: string; why: string };

/** Each test of the spec whose fixtures and tag disagree, and how many tests it holds. */
function problemsOf(file: string, text: string): { tests: number; problems: Problem[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const calls = callsOf(source);
  const tests = calls.filter((call) => call.kind === "test");
  const problems = tests.flatMap((test) => {
    const describes: Call[] = [];
    for (let d = test.parent; d; d = d.parent) describes.push(d);
    // A hook runs for every test in its describe and the ones nested in it, or in its whole file.
    const hooks = calls.filter(
      (call) => call.kind === "hook" && (!call.parent || describes.includes(call.parent)),
    );
    const fixtures = new Set([test, ...hooks].flatMap((call) => call.fixtures));
    const browser = [...fixtures].filter((name) => !HTTP_FIXTURES.has(name));
    const tagged = [test, ...describes].some((call) => call.tagged);
    const { line } = source.getLineAndCharacterOfPosition(test.node.getStart());
    const problem = { where: `${file}:${line + 1}` };
    if (tagged && browser.length > 0)
      return [{ ...problem, why: `tagged ${TAG} but uses ${browser.join(", ")}` }];
    if (!tagged && browser.length === 0)
      return [{ ...problem, why: `opens no page but lacks ${TAG}` }];
    return [];
  });
  return { tests: tests.length, problems };
}

const described = (problems: Problem[]) => problems.map(({ where, why }) => `${where}: ${why}`);

describe(`the ${TAG} tag of the e2e tests`, () => {
  it("is on every test that opens no browser page, and on no other", () => {
    const specs = readdirSync("tests/e2e", { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".spec.ts"))
      .map((name) => `tests/e2e/${name}`);
    const found = specs.map((file) => problemsOf(file, readFileSync(file, "utf8")));
    expect(found.reduce((sum, { tests }) => sum + tests, 0)).toBeGreaterThan(250);
    expect(described(found.flatMap(({ problems }) => problems))).toEqual([]);
  });

  it("names an untagged test that only sends requests, its fixtures over several lines", () => {
    const spec = [
      'test("a", async () => {});',
      'test("b", async ({',
      "  request,",
      "  baseURL,",
      "}, testInfo) => {});",
      'test("c", async ({ request, playwright }) => playwright.request.newContext());',
    ].join("\n");
    expect(described(problemsOf("x.spec.ts", spec).problems)).toEqual([
      "x.spec.ts:1: opens no page but lacks @http",
      "x.spec.ts:2: opens no page but lacks @http",
      "x.spec.ts:6: opens no page but lacks @http",
    ]);
  });

  it("names a tagged test that opens a page, itself or through a hook", () => {
    const spec = [
      'test("a", { tag: "@http" }, async ({ request, page }) => {});',
      'test.describe("b", { tag: ["@slow", "@http"] }, () => {',
      "  test.beforeEach(async ({ context }) => {});",
      '  test("c", async ({ request }) => {});',
      "});",
      'test("d @http", async ({ playwright }) => playwright.chromium.launch());',
      'test("e", { tag: "@http" }, async (fixtures) => {});',
    ].join("\n");
    expect(described(problemsOf("x.spec.ts", spec).problems)).toEqual([
      "x.spec.ts:1: tagged @http but uses page",
      "x.spec.ts:4: tagged @http but uses context",
      "x.spec.ts:6: tagged @http but uses playwright.chromium",
      "x.spec.ts:7: tagged @http but uses all fixtures",
    ]);
  });

  it("accepts the tag on the test or on a describe around it, and a page test without it", () => {
    const spec = [
      'test.describe("a", { tag: "@http" }, () => {',
      '  test.describe("b", () => {',
      '    test("c", async ({ request }) => {});',
      "  });",
      "});",
      'test("d", { tag: "@http" }, async ({ request }, testInfo) => {});',
      'test("e", async ({ page }) => {});',
    ].join("\n");
    expect(problemsOf("x.spec.ts", spec)).toEqual({ tests: 3, problems: [] });
    const hooked = 'test.beforeEach(async ({ page }) => {}); test("f", async ({ request }) => {});';
    expect(problemsOf("y.spec.ts", hooked)).toEqual({ tests: 1, problems: [] });
  });
});
