import { customType, integer, timestamp } from "drizzle-orm/pg-core";

/* Columns every table writes the same way. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// The `pg` driver reads bytea as a Buffer, on both databases (decision 0060).
export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
