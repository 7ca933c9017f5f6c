// negotiator 1.x takes the server's order of preference for ties (`preferred`), which the
// DefinitelyTyped types (written for 0.6) lack; only what the edge uses is declared.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
