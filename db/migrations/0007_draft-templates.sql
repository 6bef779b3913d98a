-- A draft template is never rendered nor resolved as a layout or partial (CONTRACT 3a), so a write that
-- leaves a template a draft on both sides changes nothing a site serves and must not retire the site's
-- caches: any signed-up customer may save drafts, and each save would otherwise empty every cache of the site.
CREATE FUNCTION "bump_site_generation_for_template"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NOT NEW."published")
    OR (TG_OP = 'UPDATE' AND NOT OLD."published" AND NOT NEW."published" AND NEW."site_uid" = OLD."site_uid")
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
--> statement-breakpoint
DROP TRIGGER "templates_generation" ON "templates";--> statement-breakpoint
CREATE TRIGGER "templates_generation" AFTER INSERT OR UPDATE OR DELETE ON "templates" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation_for_template"();
