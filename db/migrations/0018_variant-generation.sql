-- A variant shows on a page only through its product, and a product shows only while published
-- (status 1): a customer's variants of their own draft product leave every cache of the site alone.
-- Publishing or unpublishing the product bumps through the posts trigger.
CREATE FUNCTION "bump_site_generation_for_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    shown := EXISTS (SELECT 1 FROM "posts" WHERE "uid" = OLD."post_uid" AND "status" = 1);
  END IF;
  IF NOT shown AND TG_OP <> 'DELETE' THEN
    shown := EXISTS (SELECT 1 FROM "posts" WHERE "uid" = NEW."post_uid" AND "status" = 1);
  END IF;
  IF NOT shown THEN
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
DROP TRIGGER "variants_generation" ON "variants";--> statement-breakpoint
CREATE TRIGGER "variants_generation" AFTER INSERT OR UPDATE OR DELETE ON "variants" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation_for_variant"();
