-- Index expressions must be IMMUTABLE; array_to_string is only STABLE (generic over element types),
-- but for text[] it cannot change, so this wrapper may be declared IMMUTABLE (hand-added to the
-- generated migration; see docs/decisions).
CREATE FUNCTION tags_search_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;--> statement-breakpoint
CREATE INDEX "lectures_search_idx" ON "lectures" USING gin (to_tsvector('simple', "lecture_name" || ' ' || "chapter_name" || ' ' || replace("subject", '-', ' ') || ' ' || "class"));--> statement-breakpoint
CREATE INDEX "updates_search_idx" ON "updates" USING gin (to_tsvector('simple', "title" || ' ' || "content" || ' ' || tags_search_text("tags")));