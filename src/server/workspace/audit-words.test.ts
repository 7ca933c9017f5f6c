import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import ur from "../../../messages/ur.json";
import { AUDIT_KINDS } from "./audit";

/* The audit log names every kind of change in words (its entries and the bulk upload's rows). */
describe.each([
  ["en", en],
  ["ur", ur],
])("the %s workspace words", (_locale, messages) => {
  it("name every kind of change the audit log records", () => {
    const { auditKinds, auditKindNames } = messages.Workspace;
    expect(AUDIT_KINDS.filter((kind) => !(kind in auditKinds))).toEqual([]);
    expect(AUDIT_KINDS.filter((kind) => !(kind in auditKindNames))).toEqual([]);
  });
});
