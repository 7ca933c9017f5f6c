-- Decision 0029, amendment of 2026-11-24: the answers of GET /api/me are kept in each server's
-- memory and dropped when the database says what they were read from changed. Every write to a
-- table an answer reads notifies 'parhai_personal' with the student's id (delivered on commit, to
-- every server listening); a change of content notifies '*' (drop every answer).
CREATE FUNCTION parhai_personal_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    PERFORM pg_notify('parhai_personal', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    PERFORM pg_notify('parhai_personal', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION parhai_personal_notice_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('parhai_personal', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_personal_notice AFTER INSERT OR UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION parhai_personal_notice('user_id');
--> statement-breakpoint
CREATE TRIGGER user_personal_notice AFTER INSERT OR UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION parhai_personal_notice('id');
--> statement-breakpoint
CREATE TRIGGER lecture_progress_personal_notice AFTER INSERT OR UPDATE OR DELETE ON "lecture_progress"
  FOR EACH ROW EXECUTE FUNCTION parhai_personal_notice('user_id');
--> statement-breakpoint
CREATE TRIGGER lecture_ratings_personal_notice AFTER INSERT OR UPDATE OR DELETE ON "lecture_ratings"
  FOR EACH ROW EXECUTE FUNCTION parhai_personal_notice('user_id');
--> statement-breakpoint
CREATE TRIGGER session_personal_truncate AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION parhai_personal_notice_all();
--> statement-breakpoint
CREATE TRIGGER user_personal_truncate AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION parhai_personal_notice_all();
--> statement-breakpoint
CREATE TRIGGER lecture_progress_personal_truncate AFTER TRUNCATE ON "lecture_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION parhai_personal_notice_all();
--> statement-breakpoint
CREATE TRIGGER lecture_ratings_personal_truncate AFTER TRUNCATE ON "lecture_ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION parhai_personal_notice_all();
--> statement-breakpoint
CREATE TRIGGER lectures_personal_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lectures"
  FOR EACH STATEMENT EXECUTE FUNCTION parhai_personal_notice_all();
--> statement-breakpoint
CREATE TRIGGER content_version_personal_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_version"
  FOR EACH STATEMENT EXECUTE FUNCTION parhai_personal_notice_all();
