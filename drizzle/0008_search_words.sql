-- Search that finds what students type (decision 0055); hand-written above the generated lines.
-- search_fold() is the database's half of src/lib/search-fold.ts (an integration test compares
-- them): Arabic diacritics and tatweel removed, then each letter variant written one way (yeh,
-- kaf, heh, alef, waw, noon), Arabic-Indic and Urdu digits as ASCII, and punctuation that a
-- parser in the C locale would read as a letter as a space. Each line of `from` pairs with the
-- same line of `to`.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(
    regexp_replace(value, '[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    U&'\064A\0649\0626\06D0\0643\0647\06BE\06D5\06C2\06C0\0629\06C3\0622\0623\0625\0671\0624\06D3\06BA'
      || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
      || U&'\060C\061B\061F\06D4\066A\066B\066C\066D\200C\200D\00A0\00AB\00BB\201C\201D\2013\2014\2018\2019',
    U&'\06CC\06CC\06CC\06CC\06A9\06C1\06C1\06C1\06C1\06C1\06C1\06C1\0627\0627\0627\0627\0648\06D2\0646'
      || '01234567890123456789'
      || '                 '''''
  );--> statement-breakpoint
-- A document is its folded text twice: with the 'english' configuration (word forms: "newtons"
-- finds "Newton's") and the 'simple' one (every word as written, any script). A body in the SQL
-- standard's form is bound when created, so pg_restore (which empties search_path) still finds
-- search_fold.
CREATE FUNCTION search_document(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('english'::regconfig, search_fold(value))
    || to_tsvector('simple'::regconfig, search_fold(value));--> statement-breakpoint
DROP INDEX "lectures_search_idx";--> statement-breakpoint
DROP INDEX "updates_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (search_document("title" || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "lectures_search_idx" ON "lectures" USING gin (search_document("lecture_name" || ' ' || "chapter_name" || ' ' || replace("subject", '-', ' ') || ' ' || "class"));--> statement-breakpoint
CREATE INDEX "updates_search_idx" ON "updates" USING gin (search_document("title" || ' ' || "content" || ' ' || tags_search_text("tags")));