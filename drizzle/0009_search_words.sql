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
-- standard's form is bound to search_fold when created, whatever the search_path.
CREATE FUNCTION search_document(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('english'::regconfig, search_fold(value))
    || to_tsvector('simple'::regconfig, search_fold(value));--> statement-breakpoint
CREATE TABLE "job_search_documents" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_search_documents" (
	"lecture_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_search_documents" (
	"update_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "lectures_search_idx";--> statement-breakpoint
DROP INDEX "updates_search_idx";--> statement-breakpoint
CREATE INDEX "job_search_documents_idx" ON "job_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "lecture_search_documents_idx" ON "lecture_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "update_search_documents_idx" ON "update_search_documents" USING gin ("document");--> statement-breakpoint
-- Hand-added: the old index on updates was its only user (migration 0001).
DROP FUNCTION tags_search_text(text[]);--> statement-breakpoint
-- Hand-added: each content table keeps its search documents, as update_tags is kept (0003), so
-- the importer, the workspace and any other writer leave them right. The importer's upserts fire
-- both the INSERT and the UPDATE trigger, each with only the rows it wrote. TG_ARGV: the documents'
-- table, its id column, and the document's text as an expression over a content row (fixed here,
-- never from input).
CREATE FUNCTION search_documents_keep() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('DELETE FROM %I WHERE %I IN (SELECT id FROM old_rows)', TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format(
      'INSERT INTO %1$I (%2$I, document) SELECT id, search_document(%3$s) FROM new_rows'
        || ' ON CONFLICT (%2$I) DO UPDATE SET document = excluded.document',
      TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lectures_search_insert AFTER INSERT ON lectures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep(
    'lecture_search_documents', 'lecture_id',
    $$lecture_name || ' ' || chapter_name || ' ' || replace(subject, '-', ' ') || ' ' || class$$);--> statement-breakpoint
CREATE TRIGGER lectures_search_update AFTER UPDATE ON lectures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep(
    'lecture_search_documents', 'lecture_id',
    $$lecture_name || ' ' || chapter_name || ' ' || replace(subject, '-', ' ') || ' ' || class$$);--> statement-breakpoint
CREATE TRIGGER lectures_search_delete AFTER DELETE ON lectures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_documents_keep('lecture_search_documents', 'lecture_id');--> statement-breakpoint
CREATE TRIGGER lectures_search_truncate AFTER TRUNCATE ON lectures
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep('lecture_search_documents');--> statement-breakpoint
CREATE TRIGGER updates_search_insert AFTER INSERT ON updates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep(
    'update_search_documents', 'update_id',
    $$title || ' ' || content || ' ' || array_to_string(tags, ' ')$$);--> statement-breakpoint
CREATE TRIGGER updates_search_update AFTER UPDATE ON updates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep(
    'update_search_documents', 'update_id',
    $$title || ' ' || content || ' ' || array_to_string(tags, ' ')$$);--> statement-breakpoint
CREATE TRIGGER updates_search_delete AFTER DELETE ON updates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_documents_keep('update_search_documents', 'update_id');--> statement-breakpoint
CREATE TRIGGER updates_search_truncate AFTER TRUNCATE ON updates
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep('update_search_documents');--> statement-breakpoint
CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep(
    'job_search_documents', 'job_id', $$title || ' ' || coalesce(description, '')$$);--> statement-breakpoint
CREATE TRIGGER jobs_search_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep(
    'job_search_documents', 'job_id', $$title || ' ' || coalesce(description, '')$$);--> statement-breakpoint
CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_documents_keep('job_search_documents', 'job_id');--> statement-breakpoint
CREATE TRIGGER jobs_search_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_keep('job_search_documents');--> statement-breakpoint
INSERT INTO lecture_search_documents (lecture_id, document)
  SELECT id, search_document(lecture_name || ' ' || chapter_name || ' ' || replace(subject, '-', ' ') || ' ' || class)
  FROM lectures;--> statement-breakpoint
INSERT INTO update_search_documents (update_id, document)
  SELECT id, search_document(title || ' ' || content || ' ' || array_to_string(tags, ' ')) FROM updates;--> statement-breakpoint
INSERT INTO job_search_documents (job_id, document)
  SELECT id, search_document(title || ' ' || coalesce(description, '')) FROM jobs;