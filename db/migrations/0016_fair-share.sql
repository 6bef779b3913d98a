ALTER TABLE "sites" ADD COLUMN "comments_generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Only a write that changes what a page can show moves the site's generation (issue 23): a draft post,
-- an unpublished file record or a hidden comment on both sides of a write leaves every cache alone,
-- so a signed-up customer's drafts cannot empty the site's caches. `visible` is the row's public state.
CREATE FUNCTION "bump_site_number"(site text, which text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF which = 'comments' THEN
    UPDATE "sites" SET "comments_generation" = "comments_generation" + 1 WHERE "uid" = site;
  ELSE
    UPDATE "sites" SET "generation" = "generation" + 1 WHERE "uid" = site;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_site_generation_if_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_visible boolean := false;
  new_visible boolean := false;
  bumps text := TG_ARGV[0];
BEGIN
  -- One IF per table and per side: PL/pgSQL plans each expression whole, OLD of one table has no
  -- field of another's, and OLD (NEW) is unassigned on INSERT (DELETE).
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME = 'posts' THEN old_visible := OLD."status" = 1;
    ELSIF TG_TABLE_NAME = 'files' THEN old_visible := OLD."published";
    ELSE old_visible := OLD."status" = 'visible';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF TG_TABLE_NAME = 'posts' THEN new_visible := NEW."status" = 1;
    ELSIF TG_TABLE_NAME = 'files' THEN new_visible := NEW."published";
    ELSE new_visible := NEW."status" = 'visible';
    END IF;
  END IF;
  IF old_visible THEN
    PERFORM "bump_site_number"(OLD."site_uid", bumps);
  END IF;
  IF new_visible THEN
    -- An update that keeps a visible row in its site has already bumped it once.
    IF TG_OP = 'UPDATE' THEN
      IF old_visible AND NEW."site_uid" = OLD."site_uid" THEN
        RETURN NULL;
      END IF;
    END IF;
    PERFORM "bump_site_number"(NEW."site_uid", bumps);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of the site row bumps its generation, unless the update is a bump (of either number).
CREATE OR REPLACE FUNCTION "bump_own_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."generation" = OLD."generation" AND NEW."comments_generation" = OLD."comments_generation" THEN
    NEW."generation" := OLD."generation" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "posts_generation" ON "posts";--> statement-breakpoint
CREATE TRIGGER "posts_generation" AFTER INSERT OR UPDATE OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation_if_visible"('site');--> statement-breakpoint
DROP TRIGGER "files_generation" ON "files";--> statement-breakpoint
CREATE TRIGGER "files_generation" AFTER INSERT OR UPDATE OR DELETE ON "files" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation_if_visible"('site');--> statement-breakpoint
DROP TRIGGER "comments_generation" ON "comments";--> statement-breakpoint
CREATE TRIGGER "comments_generation" AFTER INSERT OR UPDATE OR DELETE ON "comments" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation_if_visible"('comments');
