-- Every change of a site's numbers is announced on the channel `site_generations` (issue 29), so every
-- instance on this database learns of it when the writing transaction commits, with or without Redis:
-- a write made by SQL alone (an import, a bulk UPDATE) included, which no application code announces.
-- NOTIFY is transactional (sent on commit, dropped on rollback) and folds equal payloads of one
-- transaction into one. Payload: `<site uid> <generation> <comments generation>`, the same message the
-- Redis channel carries (lib/cache/generation.ts); a deleted site announces numbers past any kept.
CREATE FUNCTION "announce_site_numbers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('site_generations', OLD."uid" || ' 9007199254740991 9007199254740991');
  ELSE
    PERFORM pg_notify('site_generations', NEW."uid" || ' ' || NEW."generation" || ' ' || NEW."comments_generation");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sites_numbers_announced" AFTER UPDATE OF "generation", "comments_generation" ON "sites" FOR EACH ROW
  WHEN (OLD."generation" IS DISTINCT FROM NEW."generation" OR OLD."comments_generation" IS DISTINCT FROM NEW."comments_generation")
  EXECUTE FUNCTION "announce_site_numbers"();--> statement-breakpoint
CREATE TRIGGER "sites_deletion_announced" AFTER DELETE ON "sites" FOR EACH ROW EXECUTE FUNCTION "announce_site_numbers"();
