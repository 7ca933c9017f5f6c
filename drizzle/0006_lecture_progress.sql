CREATE TABLE "lecture_progress" (
	"user_id" text NOT NULL,
	"lecture_id" integer NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"last_position" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"started_at" timestamp with time zone NOT NULL,
	"unlocked_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lecture_progress_user_id_lecture_id_pk" PRIMARY KEY("user_id","lecture_id"),
	CONSTRAINT "lecture_progress_watched_range" CHECK ("lecture_progress"."watched_seconds" >= 0),
	CONSTRAINT "lecture_progress_position_range" CHECK ("lecture_progress"."last_position" >= 0),
	CONSTRAINT "lecture_progress_duration_positive" CHECK ("lecture_progress"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_progress_user_updated_idx" ON "lecture_progress" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lecture_progress_lecture_idx" ON "lecture_progress" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "lecture_ratings_user_updated_idx" ON "lecture_ratings" USING btree ("user_id","updated_at" DESC NULLS LAST,"lecture_id");--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_duration_positive" CHECK ("lectures"."duration_seconds" > 0);