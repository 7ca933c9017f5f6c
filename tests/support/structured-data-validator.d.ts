// Types for the parts of @adobe/structured-data-validator the tests use (it ships none).
declare module "@adobe/structured-data-validator" {
  export type ValidationIssue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    fieldNames?: string[];
  };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld: Record<string, object[]> }): Promise<ValidationIssue[]>;
  }
}
