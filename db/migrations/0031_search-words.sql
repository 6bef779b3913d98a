-- Typo tolerance of site search (issue 47): when a search finds nothing, each of its words that no
-- published post of the site has is replaced by the site's most similar word (lib/search/correct.ts),
-- by trigram similarity (pg_trgm, a contrib extension of PostgreSQL; PGlite loads its build, passed as
-- an extension where it opens the database: db/pglite-files.mjs). On a managed server the role that
-- migrates needs the right to create it (pg_trgm is a trusted extension: a database owner may).
--
-- The dictionary: search_words holds, per site, every word (lower-cased, as written: the `simple`
-- configuration, no stemming, so a suggestion reads as a word) of the title, excerpt, tag and label of
-- its live published posts, and in how many of them it is. Not the bodies: a body brings thousands of
-- words, and every edit of a post would rewrite as many rows. Drafts and deleted posts add nothing, so
-- a suggestion never shows a word a visitor could not find. Kept exact as post_counts is (0025):
-- statement triggers with transition tables add each statement's changes in one INSERT … ON CONFLICT
-- DO UPDATE SET n = n + change, in key order; a post whose words and visibility did not change writes
-- nothing (its old and new words cancel out); a word no post has any more is deleted (found through a partial index of the spent rows).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE TABLE "search_words" (
	"site_uid" text NOT NULL,
	"word" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "search_words_site_uid_word_pk" PRIMARY KEY("site_uid","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The words of a post for the dictionary: 3 to 40 characters, no digit or punctuation (no numbers,
-- addresses or file names; a hyphenated word also yields its parts).
CREATE FUNCTION "search_words_of"(title text, data jsonb, tag text, label text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, concat_ws(' ', title, data->>'excerpt', tag, label)))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9[:punct:]]'
$$;
--> statement-breakpoint
CREATE FUNCTION "count_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The words of a table's visible rows (live and published), each with its sign; `%s` narrows the rows.
  counted text := 'SELECT r."site_uid", w AS word, %s AS change FROM %I r CROSS JOIN LATERAL "search_words_of"(r."title", r."data", r."tag", r."label") AS w WHERE r."status" = 1 AND r."deleted_at" IS NULL%s';
  changes text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := format(counted, 1, 'new_rows', '');
  ELSIF TG_OP = 'DELETE' THEN
    changes := format(counted, -1, 'old_rows', '');
  ELSE
    -- An updated row adds its new words and takes away its old ones: a row whose words and visibility
    -- did not change (a body edit, a date, a restem) sums to nothing below and writes no row. Not
    -- matched row by row: transition tables have no index, and that join cost 367 s for 25,000 rows.
    changes := format(counted, 1, 'new_rows', '') || ' UNION ALL ' || format(counted, -1, 'old_rows', '');
  END IF;
  EXECUTE format($q$
    INSERT INTO "search_words" AS c ("site_uid", "word", "n")
    SELECT g.* FROM (
      SELECT ch."site_uid", ch.word, sum(ch.change)::integer AS n FROM (%s) AS ch GROUP BY 1, 2 HAVING sum(ch.change) <> 0
    ) AS g
    WHERE EXISTS (SELECT 1 FROM "sites" s WHERE s."uid" = g."site_uid")
    ORDER BY 1, 2
    ON CONFLICT ("site_uid", "word") DO UPDATE SET "n" = c."n" + excluded."n"$q$, changes);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "search_words" WHERE "n" <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers lock posts against writes until this migration commits, so the words below miss none.
CREATE TRIGGER "posts_search_words_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();--> statement-breakpoint
CREATE TRIGGER "posts_search_words_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();--> statement-breakpoint
CREATE TRIGGER "posts_search_words_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("site_uid", "word", "n")
  SELECT p."site_uid", w, count(*) FROM "posts" p CROSS JOIN LATERAL "search_words_of"(p."title", p."data", p."tag", p."label") AS w
  WHERE p."status" = 1 AND p."deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
-- The words like a typed one, across sites (the query then keeps the site's): a trigram index.
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_spent_idx" ON "search_words" USING btree ("site_uid") WHERE "n" <= 0;
