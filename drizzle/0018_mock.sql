CREATE TABLE "mock_sittings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"quiz_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mock_sittings_ends_after_start" CHECK ("mock_sittings"."ends_at" > "mock_sittings"."started_at")
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"quiz_id" integer PRIMARY KEY NOT NULL,
	"test" text NOT NULL,
	"minutes" smallint NOT NULL,
	"penalty_quarters" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "mock_tests_minutes" CHECK ("mock_tests"."minutes" BETWEEN 1 AND 300),
	CONSTRAINT "mock_tests_penalty" CHECK ("mock_tests"."penalty_quarters" BETWEEN 0 AND 4)
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "penalty_quarters" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_sittings" ADD CONSTRAINT "mock_sittings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sittings" ADD CONSTRAINT "mock_sittings_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_sittings_open_key" ON "mock_sittings" USING btree ("user_id","quiz_id") WHERE "mock_sittings"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mock_sittings_quiz_idx" ON "mock_sittings" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_tests_test_key" ON "mock_tests" USING btree ("test");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_penalty" CHECK ("quiz_attempts"."penalty_quarters" >= 0);