CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counters_window_ends_at_idx" ON "request_counters" USING btree ("window_ends_at");--> statement-breakpoint
-- Names stored through the API before they were bounded keep their first 80 characters.
UPDATE "user" SET "name" = left("name", 80) WHERE char_length("name") > 80;--> statement-breakpoint
UPDATE "user" SET "name" = 'Student' WHERE "name" = '';--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_name_length" CHECK (char_length("user"."name") BETWEEN 1 AND 80);--> statement-breakpoint
-- NOT VALID: holds for every new or changed row; an address longer than any real one, stored
-- before, is left for the operator to look at rather than changed here.
ALTER TABLE "user" ADD CONSTRAINT "user_email_length" CHECK (char_length("user"."email") BETWEEN 3 AND 254) NOT VALID;