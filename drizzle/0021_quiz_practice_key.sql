-- One practice set per entry test (decision 0101). A database that already holds more than one
-- keeps the first made under the test's slug and each later one under a slug of its own, so no set
-- and no attempt is lost and the index can be made; an editor finds them in the workspace.
UPDATE "quizzes" AS later SET "class" = later."class" || '-duplicate-' || later."id"
WHERE later."kind" = 'practice' AND EXISTS (
  SELECT 1 FROM "quizzes" AS first
  WHERE first."kind" = 'practice' AND first."class" = later."class" AND first."id" < later."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_practice_key" ON "quizzes" USING btree ("class") WHERE "quizzes"."kind" = 'practice';
