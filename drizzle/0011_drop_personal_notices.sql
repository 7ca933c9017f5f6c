-- Decision 0064: GET /api/me keeps nothing on the server any more (the browser keeps the
-- student's copy for the tab), so nothing listens for these notices: the triggers of
-- 0007_personal_notices go, and with them a notice on every progress report.
DROP TRIGGER IF EXISTS session_personal_notice ON "session";
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_personal_notice ON "user";
--> statement-breakpoint
DROP TRIGGER IF EXISTS lecture_progress_personal_notice ON "lecture_progress";
--> statement-breakpoint
DROP TRIGGER IF EXISTS lecture_ratings_personal_notice ON "lecture_ratings";
--> statement-breakpoint
DROP TRIGGER IF EXISTS session_personal_truncate ON "session";
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_personal_truncate ON "user";
--> statement-breakpoint
DROP TRIGGER IF EXISTS lecture_progress_personal_truncate ON "lecture_progress";
--> statement-breakpoint
DROP TRIGGER IF EXISTS lecture_ratings_personal_truncate ON "lecture_ratings";
--> statement-breakpoint
DROP TRIGGER IF EXISTS lectures_personal_notice ON "lectures";
--> statement-breakpoint
DROP TRIGGER IF EXISTS content_version_personal_notice ON "content_version";
--> statement-breakpoint
DROP FUNCTION IF EXISTS parhai_personal_notice();
--> statement-breakpoint
DROP FUNCTION IF EXISTS parhai_personal_notice_all();
