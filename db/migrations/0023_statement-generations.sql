-- Generations move once per statement, not once per row (issue 29): the row triggers updated the site
-- row once for every row written, so one INSERT … SELECT of 16,000 posts took 5.7 s (0.34 s without
-- the trigger) and 200,000 did not finish in ten minutes. Statement triggers see the rows a statement
-- wrote through transition tables (`old_rows`, `new_rows`) and bump each site they touch once, with the
-- same rules as before: only what a page can show counts (a draft post, an unpublished file, a hidden
-- comment, a draft template, a variant of a draft product leave the caches alone; 0007, 0016, 0018,
-- 0019). A trigger with transition tables fires for one event, so each table has three. Domains keep
-- their row trigger: it fires on one column only, which transition tables do not allow, and domains
-- are written one at a time.
CREATE FUNCTION "bump_generations"(site_uids text[], which text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF which = 'comments' THEN
    UPDATE "sites" SET "comments_generation" = "comments_generation" + 1 WHERE "uid" = ANY (site_uids);
  ELSE
    UPDATE "sites" SET "generation" = "generation" + 1 WHERE "uid" = ANY (site_uids);
  END IF;
END $$;
--> statement-breakpoint
-- Every table but domains: a row counts on a side where it is visible. TG_ARGV[0]: the number to bump;
-- TG_ARGV[1]: what makes a row `r` visible, a fixed expression of this migration (posts: status 1;
-- files: published; comments: status 'visible'; templates on insert and delete: published; variants:
-- their product is published; bits, redirects, plugins: every row).
CREATE FUNCTION "bump_generation_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
  visible text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT r."site_uid") FROM new_rows r WHERE %s', visible) INTO touched;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT r."site_uid") FROM old_rows r WHERE %s', visible) INTO touched;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT s) FROM (SELECT r."site_uid" AS s FROM old_rows r WHERE %1$s UNION SELECT r."site_uid" FROM new_rows r WHERE %1$s) AS both_sides', visible) INTO touched;
  END IF;
  IF touched IS NOT NULL THEN
    PERFORM "bump_generations"(touched, TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update of templates: a draft's own edit, or a draft stored beside an unchanged live body, changes
-- nothing served (0019's rules, row by row, old and new sides paired by uid).
CREATE FUNCTION "bump_generation_of_template_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  SELECT array_agg(DISTINCT s) INTO touched FROM (
    SELECT unnest(ARRAY[o."site_uid", n."site_uid"]) AS s
    FROM old_rows o JOIN new_rows n ON n."uid" = o."uid"
    WHERE NOT (
      (NOT o."published" AND NOT n."published" AND n."site_uid" = o."site_uid")
      OR (o."published" AND n."published" AND n."site_uid" = o."site_uid"
        AND n."body" = o."body" AND n."title" = o."title" AND n."type" = o."type"
        AND n."permalink" IS NOT DISTINCT FROM o."permalink" AND n."deleted_at" IS NOT DISTINCT FROM o."deleted_at")
    )
  ) AS changed;
  IF touched IS NOT NULL THEN
    PERFORM "bump_generations"(touched, 'site');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "templates_generation" ON "templates";--> statement-breakpoint
DROP TRIGGER "posts_generation" ON "posts";--> statement-breakpoint
DROP TRIGGER "bits_generation" ON "bits";--> statement-breakpoint
DROP TRIGGER "files_generation" ON "files";--> statement-breakpoint
DROP TRIGGER "comments_generation" ON "comments";--> statement-breakpoint
DROP TRIGGER "redirects_generation" ON "redirects";--> statement-breakpoint
DROP TRIGGER "plugins_generation" ON "plugins";--> statement-breakpoint
DROP TRIGGER "variants_generation" ON "variants";--> statement-breakpoint
CREATE TRIGGER "templates_generation_insert" AFTER INSERT ON "templates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."published"');--> statement-breakpoint
CREATE TRIGGER "templates_generation_update" AFTER UPDATE ON "templates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_template_updates"();--> statement-breakpoint
CREATE TRIGGER "templates_generation_delete" AFTER DELETE ON "templates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."published"');--> statement-breakpoint
CREATE TRIGGER "posts_generation_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."status" = 1');--> statement-breakpoint
CREATE TRIGGER "posts_generation_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."status" = 1');--> statement-breakpoint
CREATE TRIGGER "posts_generation_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."status" = 1');--> statement-breakpoint
CREATE TRIGGER "files_generation_insert" AFTER INSERT ON "files" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."published"');--> statement-breakpoint
CREATE TRIGGER "files_generation_update" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."published"');--> statement-breakpoint
CREATE TRIGGER "files_generation_delete" AFTER DELETE ON "files" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'r."published"');--> statement-breakpoint
CREATE TRIGGER "comments_generation_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('comments', 'r."status" = ''visible''');--> statement-breakpoint
CREATE TRIGGER "comments_generation_update" AFTER UPDATE ON "comments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('comments', 'r."status" = ''visible''');--> statement-breakpoint
CREATE TRIGGER "comments_generation_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('comments', 'r."status" = ''visible''');--> statement-breakpoint
CREATE TRIGGER "bits_generation_insert" AFTER INSERT ON "bits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "bits_generation_update" AFTER UPDATE ON "bits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "bits_generation_delete" AFTER DELETE ON "bits" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "redirects_generation_insert" AFTER INSERT ON "redirects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "redirects_generation_update" AFTER UPDATE ON "redirects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "redirects_generation_delete" AFTER DELETE ON "redirects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "plugins_generation_insert" AFTER INSERT ON "plugins" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "plugins_generation_update" AFTER UPDATE ON "plugins" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "plugins_generation_delete" AFTER DELETE ON "plugins" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'true');--> statement-breakpoint
CREATE TRIGGER "variants_generation_insert" AFTER INSERT ON "variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'EXISTS (SELECT 1 FROM "posts" p WHERE p."uid" = r."post_uid" AND p."status" = 1)');--> statement-breakpoint
CREATE TRIGGER "variants_generation_update" AFTER UPDATE ON "variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'EXISTS (SELECT 1 FROM "posts" p WHERE p."uid" = r."post_uid" AND p."status" = 1)');--> statement-breakpoint
CREATE TRIGGER "variants_generation_delete" AFTER DELETE ON "variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_generation_of_rows"('site', 'EXISTS (SELECT 1 FROM "posts" p WHERE p."uid" = r."post_uid" AND p."status" = 1)');--> statement-breakpoint
DROP FUNCTION "bump_site_generation_if_visible"();--> statement-breakpoint
DROP FUNCTION "bump_site_generation_for_template"();--> statement-breakpoint
DROP FUNCTION "bump_site_generation_for_variant"();--> statement-breakpoint
DROP FUNCTION "bump_site_number"(text, text);
