ALTER TABLE "templates" ADD COLUMN "draft_body" text;--> statement-breakpoint
-- A version that stored a draft beside a live body records the draft: history shows what was saved
-- (marked unpublished), and a restore of it publishes that body only after it parses.
CREATE OR REPLACE FUNCTION "record_template_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."version" = OLD."version" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "template_versions" ("site_uid", "template_uid", "version", "title", "permalink", "type", "body", "published", "author_uid", "created_at")
  VALUES (NEW."site_uid", NEW."uid", NEW."version", NEW."title", NEW."permalink", NEW."type", COALESCE(NEW."draft_body", NEW."body"), NEW."published" AND NEW."draft_body" IS NULL, COALESCE(NEW."edited_by_uid", NEW."author_uid"), NEW."updated_at");
  DELETE FROM "template_versions" WHERE "site_uid" = NEW."site_uid" AND "template_uid" = NEW."uid" AND "version" <= NEW."version" - 20;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A draft stored beside a live body changes nothing the site serves: the live fields are as they were,
-- so the site's caches stay (as for a whole draft, 0007).
CREATE OR REPLACE FUNCTION "bump_site_generation_for_template"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NOT NEW."published")
    OR (TG_OP = 'UPDATE' AND NOT OLD."published" AND NOT NEW."published" AND NEW."site_uid" = OLD."site_uid")
    OR (TG_OP = 'UPDATE' AND OLD."published" AND NEW."published" AND NEW."site_uid" = OLD."site_uid"
      AND NEW."body" = OLD."body" AND NEW."title" = OLD."title" AND NEW."type" = OLD."type"
      AND NEW."permalink" IS NOT DISTINCT FROM OLD."permalink" AND NEW."deleted_at" IS NOT DISTINCT FROM OLD."deleted_at")
    OR (TG_OP = 'DELETE' AND NOT OLD."published") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "sites" SET "generation" = "generation" + 1 WHERE "uid" = OLD."site_uid";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."site_uid" IS DISTINCT FROM OLD."site_uid") THEN
    UPDATE "sites" SET "generation" = "generation" + 1 WHERE "uid" = NEW."site_uid";
  END IF;
  RETURN NULL;
END $$;
