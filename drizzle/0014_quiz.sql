CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class" text NOT NULL,
	"subject" text NOT NULL,
	"chapter_no" integer NOT NULL,
	"difficulty" smallint NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"options" text[] NOT NULL,
	"answer" smallint NOT NULL,
	"explanation" text,
	"image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_language" CHECK ("questions"."language" IN ('en', 'ur')),
	CONSTRAINT "questions_difficulty" CHECK ("questions"."difficulty" BETWEEN 1 AND 3),
	CONSTRAINT "questions_options_count" CHECK (cardinality("questions"."options") BETWEEN 2 AND 5),
	CONSTRAINT "questions_answer_range" CHECK ("questions"."answer" >= 0 AND "questions"."answer" < cardinality("questions"."options")),
	CONSTRAINT "questions_chapter_positive" CHECK ("questions"."chapter_no" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"quiz_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_taken_seconds" integer,
	"fingerprint" text NOT NULL,
	CONSTRAINT "quiz_attempts_once" UNIQUE("user_id","quiz_id","fingerprint"),
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."total" > 0 AND "quiz_attempts"."score" BETWEEN 0 AND "quiz_attempts"."total"),
	CONSTRAINT "quiz_attempts_time_positive" CHECK ("quiz_attempts"."time_taken_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "quiz_questions_quiz_id_position_pk" PRIMARY KEY("quiz_id","position"),
	CONSTRAINT "quiz_questions_once" UNIQUE("quiz_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"class" text NOT NULL,
	"subject" text NOT NULL,
	"chapter_no" integer NOT NULL,
	"lecture_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_kind" CHECK ("quizzes"."kind" IN ('lecture', 'chapter', 'practice', 'mock')),
	CONSTRAINT "quizzes_lecture_kind" CHECK (("quizzes"."kind" = 'lecture') = ("quizzes"."lecture_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_chapter_idx" ON "questions" USING btree ("class","subject","chapter_no");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id","finished_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id","user_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_question_idx" ON "quiz_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_lecture_key" ON "quizzes" USING btree ("lecture_id") WHERE "quizzes"."kind" = 'lecture';--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_chapter_key" ON "quizzes" USING btree ("class","subject","chapter_no") WHERE "quizzes"."kind" = 'chapter';