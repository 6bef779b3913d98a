ALTER TABLE "sites" ADD COLUMN "posts_generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The site's posts number (issue 28): every write to its posts moves it, drafts included, so the API's
-- post lists (which list drafts, CONTRACT 5) are kept for it instead of being read on every request.
-- One UPDATE of the site row per statement moves both numbers: `posts_generation` for every site the
-- statement wrote a post of, `generation` too where a written row is or was published (the rule of
-- 0016 and 0023, which a customer's draft leaves alone). It replaces the three posts triggers of 0023.
CREATE FUNCTION "bump_generations_of_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text[];
  shown text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r."site_uid"), array_agg(DISTINCT r."site_uid") FILTER (WHERE r."status" = 1) INTO written, shown FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT r."site_uid"), array_agg(DISTINCT r."site_uid") FILTER (WHERE r."status" = 1) INTO written, shown FROM old_rows r;
  ELSE
    SELECT array_agg(DISTINCT s), array_agg(DISTINCT s) FILTER (WHERE visible) INTO written, shown FROM (
      SELECT r."site_uid" AS s, r."status" = 1 AS visible FROM old_rows r
      UNION ALL SELECT r."site_uid", r."status" = 1 FROM new_rows r
    ) AS both_sides;
  END IF;
  IF written IS NOT NULL THEN
    UPDATE "sites" SET
      "posts_generation" = "posts_generation" + 1,
      "generation" = "generation" + (CASE WHEN "uid" = ANY (coalesce(shown, '{}')) THEN 1 ELSE 0 END)
    WHERE "uid" = ANY (written);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "posts_generation_insert" ON "posts";--> statement-breakpoint
DROP TRIGGER "posts_generation_update" ON "posts";--> statement-breakpoint
DROP TRIGGER "posts_generation_delete" ON "posts";--> statement-breakpoint
CREATE TRIGGER "posts_numbers_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generations_of_posts"();--> statement-breakpoint
CREATE TRIGGER "posts_numbers_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generations_of_posts"();--> statement-breakpoint
CREATE TRIGGER "posts_numbers_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generations_of_posts"();--> statement-breakpoint
-- Any other update of the site row moves its generation (0005, 0016), unless it moved a number itself.
CREATE OR REPLACE FUNCTION "bump_own_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."generation" = OLD."generation" AND NEW."comments_generation" = OLD."comments_generation" AND NEW."posts_generation" = OLD."posts_generation" THEN
    NEW."generation" := OLD."generation" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The announcement of 0024 carries the posts number too: `<site uid> <generation> <comments> <posts>`.
CREATE OR REPLACE FUNCTION "announce_site_numbers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('site_generations', OLD."uid" || ' 9007199254740991 9007199254740991 9007199254740991');
  ELSE
    PERFORM pg_notify('site_generations', NEW."uid" || ' ' || NEW."generation" || ' ' || NEW."comments_generation" || ' ' || NEW."posts_generation");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "sites_numbers_announced" ON "sites";--> statement-breakpoint
CREATE TRIGGER "sites_numbers_announced" AFTER UPDATE OF "generation", "comments_generation", "posts_generation" ON "sites" FOR EACH ROW
  WHEN (OLD."generation" IS DISTINCT FROM NEW."generation" OR OLD."comments_generation" IS DISTINCT FROM NEW."comments_generation" OR OLD."posts_generation" IS DISTINCT FROM NEW."posts_generation")
  EXECUTE FUNCTION "announce_site_numbers"();
