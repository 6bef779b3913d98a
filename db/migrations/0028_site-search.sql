-- Site search (issue 31) on PostgreSQL full text, the same on PGlite. Each post (products are posts)
-- keeps `search_doc`, a weighted tsvector: the title weighs A, the excerpt (data.excerpt) and the tag
-- and label B, the body C, so a title match ranks above a body match. Words are stemmed in the site's
-- language: the locale of its settings through search_config(); the search (lib/search) builds its
-- query with the same function, so documents and queries always agree.
--
-- Kept by the database, never by the application: a BEFORE row trigger computes the document of every
-- written row (an import by SQL too), and a change of a site's locale recomputes its posts. A GIN index
-- on live rows finds the matches; the query then narrows them to the site.
ALTER TABLE "posts" ADD COLUMN "search_doc" tsvector;--> statement-breakpoint
-- The text search configuration of a locale (`de`, `de-DE`, `pt_BR`, ...): its language's snowball
-- stemmer, or `simple` (lower-cased words, no stemming) for any other language.
CREATE FUNCTION "search_config"(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE lower(split_part(split_part(coalesce(locale, ''), '-', 1), '_', 1))
    WHEN 'ar' THEN 'arabic'::regconfig WHEN 'ca' THEN 'catalan'::regconfig WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig
    WHEN 'el' THEN 'greek'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'eu' THEN 'basque'::regconfig
    WHEN 'fi' THEN 'finnish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'ga' THEN 'irish'::regconfig WHEN 'hi' THEN 'hindi'::regconfig
    WHEN 'hu' THEN 'hungarian'::regconfig WHEN 'hy' THEN 'armenian'::regconfig WHEN 'id' THEN 'indonesian'::regconfig WHEN 'it' THEN 'italian'::regconfig
    WHEN 'lt' THEN 'lithuanian'::regconfig WHEN 'ne' THEN 'nepali'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'no' THEN 'norwegian'::regconfig
    WHEN 'nb' THEN 'norwegian'::regconfig WHEN 'nn' THEN 'norwegian'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'ro' THEN 'romanian'::regconfig
    WHEN 'ru' THEN 'russian'::regconfig WHEN 'sr' THEN 'serbian'::regconfig WHEN 'sv' THEN 'swedish'::regconfig WHEN 'ta' THEN 'tamil'::regconfig
    WHEN 'tr' THEN 'turkish'::regconfig WHEN 'yi' THEN 'yiddish'::regconfig
    ELSE 'simple'::regconfig END)
$$;
--> statement-breakpoint
CREATE FUNCTION "site_search_config"(site text) RETURNS regconfig LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT "search_config"("settings"->>'locale') FROM "sites" WHERE "uid" = site), 'simple'::regconfig)
$$;
--> statement-breakpoint
-- The body is cut at 200,000 characters: a tsvector holds at most 1 MB, and a post body may be 500 KB.
CREATE FUNCTION "post_search_doc"(cfg regconfig, title text, data jsonb, tag text, label text, body text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(cfg, coalesce(title, '')), 'A')
    || setweight(to_tsvector(cfg, coalesce(data->>'excerpt', '')), 'B')
    || setweight(to_tsvector(cfg, concat_ws(' ', tag, label)), 'B')
    || setweight(to_tsvector(cfg, left(coalesce(body, ''), 200000)), 'C')
$$;
--> statement-breakpoint
-- In plpgsql with the expressions written out (its plans are kept): calling the SQL functions from
-- here per row tripled the time of a 100,000-row INSERT.
CREATE FUNCTION "posts_search_doc"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cfg regconfig;
BEGIN
  SELECT "search_config"(s."settings"->>'locale') INTO cfg FROM "sites" s WHERE s."uid" = NEW."site_uid";
  cfg := coalesce(cfg, 'simple'::regconfig);
  NEW."search_doc" := setweight(to_tsvector(cfg, coalesce(NEW."title", '')), 'A')
    || setweight(to_tsvector(cfg, coalesce(NEW."data"->>'excerpt', '')), 'B')
    || setweight(to_tsvector(cfg, concat_ws(' ', NEW."tag", NEW."label")), 'B')
    || setweight(to_tsvector(cfg, left(coalesce(NEW."body", ''), 200000)), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_search_doc_insert" BEFORE INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION "posts_search_doc"();--> statement-breakpoint
CREATE TRIGGER "posts_search_doc_update" BEFORE UPDATE OF "title", "data", "tag", "label", "body", "site_uid" ON "posts" FOR EACH ROW EXECUTE FUNCTION "posts_search_doc"();--> statement-breakpoint
-- A new locale stems every post of the site anew (one statement; it moves the site's numbers once).
CREATE FUNCTION "sites_search_locale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "search_doc" = "post_search_doc"("search_config"(NEW."settings"->>'locale'), "title", "data", "tag", "label", "body")
  WHERE "site_uid" = NEW."uid";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sites_search_locale" AFTER UPDATE OF "settings" ON "sites" FOR EACH ROW
  WHEN ("search_config"(OLD."settings"->>'locale') IS DISTINCT FROM "search_config"(NEW."settings"->>'locale'))
  EXECUTE FUNCTION "sites_search_locale"();--> statement-breakpoint
UPDATE "posts" p SET "search_doc" = "post_search_doc"("search_config"(s."settings"->>'locale'), p."title", p."data", p."tag", p."label", p."body")
FROM "sites" s WHERE s."uid" = p."site_uid";--> statement-breakpoint
-- IF NOT EXISTS: on a large database build it first by hand with CREATE INDEX CONCURRENTLY (same name
-- and definition), which does not block writes, and this migration skips it.
CREATE INDEX IF NOT EXISTS "posts_search_idx" ON "posts" USING gin ("search_doc") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The title words alone (weight A): a search reads its best candidates, the title matches, from this
-- small index first, so a word in a fifth of 100,000 posts never ranks all of them (lib/search).
CREATE INDEX IF NOT EXISTS "posts_search_title_idx" ON "posts" USING gin (ts_filter("search_doc", '{a}')) WHERE "deleted_at" IS NULL;
