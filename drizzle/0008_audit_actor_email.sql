ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "file_name" text;--> statement-breakpoint
-- Entries written before: "name <address>" in one text. An address holds no "<" or ">", so the
-- last "<...>" at the end is the address, whatever the name held (decision 0025, 2026-11-24).
UPDATE "audit_log"
  SET "actor_email" = substring("actor_name" from ' <([^<>]*)>$'),
      "actor_name" = left("actor_name", length("actor_name") - length(substring("actor_name" from ' <([^<>]*)>$')) - 3)
  WHERE "actor_name" ~ ' <[^<>]*>$';
--> statement-breakpoint
UPDATE "audit_log" SET "source" = 'setting' WHERE "actor_id" IS NULL AND "actor_name" IS NULL AND "kind" = 'user';
--> statement-breakpoint
UPDATE "audit_log" SET "file_name" = "summary", "source" = 'upload' WHERE "kind" = 'import';
