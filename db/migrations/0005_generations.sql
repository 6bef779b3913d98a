ALTER TABLE "sites" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write to what a site serves bumps its generation in the writing transaction itself, so no
-- write path (an operation, a plugin, a hand-run SQL fix) can forget to retire the site's caches.
CREATE FUNCTION "bump_site_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "sites" SET "generation" = "generation" + 1 WHERE "uid" = OLD."site_uid";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."site_uid" IS DISTINCT FROM OLD."site_uid") THEN
    UPDATE "sites" SET "generation" = "generation" + 1 WHERE "uid" = NEW."site_uid";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of the site row itself (name, settings, subdomain) bumps it too, unless the update is the bump.
CREATE FUNCTION "bump_own_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."generation" = OLD."generation" THEN
    NEW."generation" := OLD."generation" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sites_generation" BEFORE UPDATE ON "sites" FOR EACH ROW EXECUTE FUNCTION "bump_own_generation"();--> statement-breakpoint
CREATE TRIGGER "templates_generation" AFTER INSERT OR UPDATE OR DELETE ON "templates" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();--> statement-breakpoint
CREATE TRIGGER "posts_generation" AFTER INSERT OR UPDATE OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();--> statement-breakpoint
CREATE TRIGGER "bits_generation" AFTER INSERT OR UPDATE OR DELETE ON "bits" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();--> statement-breakpoint
CREATE TRIGGER "files_generation" AFTER INSERT OR UPDATE OR DELETE ON "files" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();--> statement-breakpoint
CREATE TRIGGER "comments_generation" AFTER INSERT OR UPDATE OR DELETE ON "comments" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();--> statement-breakpoint
CREATE TRIGGER "redirects_generation" AFTER INSERT OR UPDATE OR DELETE ON "redirects" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();--> statement-breakpoint
-- Only a domain's status decides which site a host selects (verification attempts do not count).
CREATE TRIGGER "site_domains_generation" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "site_domains" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();
