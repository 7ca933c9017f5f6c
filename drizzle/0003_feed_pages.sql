CREATE TABLE "update_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"update_count" integer NOT NULL,
	CONSTRAINT "update_tags_count_not_negative" CHECK ("update_tags"."update_count" >= 0)
);
--> statement-breakpoint
DROP INDEX "updates_posted_at_idx";--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "updates_posted_at_id_idx" ON "updates" USING btree ("posted_at","id");--> statement-breakpoint
-- Hand-added: update_tags is kept by statement triggers on updates, whichever program writes them
-- (the importer's upserts fire both INSERT and UPDATE triggers, each with only the rows it changed).
CREATE FUNCTION update_tags_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM update_tags;
    RETURN NULL;
  END IF;
  -- An edit takes the old tags away, then adds the new ones: counts never go below zero on the way.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE update_tags AS t SET update_count = t.update_count - d.n
      FROM (SELECT tag, count(*) AS n FROM old_rows, unnest(old_rows.tags) AS tag GROUP BY tag) AS d
      WHERE t.tag = d.tag;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO update_tags AS t (tag, update_count)
      SELECT tag, count(*) FROM new_rows, unnest(new_rows.tags) AS tag GROUP BY tag
      ON CONFLICT (tag) DO UPDATE SET update_count = t.update_count + excluded.update_count;
  END IF;
  DELETE FROM update_tags WHERE update_count = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER updates_tags_insert AFTER INSERT ON updates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION update_tags_count();--> statement-breakpoint
CREATE TRIGGER updates_tags_update AFTER UPDATE ON updates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION update_tags_count();--> statement-breakpoint
CREATE TRIGGER updates_tags_delete AFTER DELETE ON updates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION update_tags_count();--> statement-breakpoint
CREATE TRIGGER updates_tags_truncate AFTER TRUNCATE ON updates
  FOR EACH STATEMENT EXECUTE FUNCTION update_tags_count();--> statement-breakpoint
INSERT INTO update_tags (tag, update_count)
  SELECT tag, count(*) FROM updates, unnest(updates.tags) AS tag GROUP BY tag;
