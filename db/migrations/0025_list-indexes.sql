-- Post lists that stay fast on a site of 1,000,000 posts (issue 29). Two parts.
--
-- Indexes: one per list filter (type, status, type and status, tag, label; the date range and the
-- unfiltered list use the first), each ending in the list's order (date, created_at, uid), partial on
-- live rows as every list is (db/scope.ts, liveInSite): a page, the page after a cursor and a date
-- range are read in order from the index and stop after one page. `slug` is served by
-- posts_site_slug_live (0006). IF NOT EXISTS: on a large database build them first by hand with
-- CREATE INDEX CONCURRENTLY (same names and definitions), which does not block writes, and this
-- migration skips them.
--
-- Counts: post_counts holds how many live posts a site has per type, status and UTC month of `date`,
-- so total_entries of a list filtered by nothing but type, status and a year or month is a sum of a
-- few rows; counting a year of a 1,000,000-post site (100,000 index entries) took 18 ms alone.
-- Statement triggers with transition tables (as 0023) keep it exact: each statement adds its rows'
-- changes in one INSERT … ON CONFLICT DO UPDATE SET n = n + change, which two concurrent writers
-- cannot lose (the second waits for the first's row lock and adds to what it committed), taken in key
-- order so two statements never wait for each other crosswise. A soft-deleted post (deleted_at set)
-- counts nowhere; a change that moves no count (a title edit) writes nothing. A site being deleted is
-- skipped: its counts go with it (the cascade), and a count written for it would fail the foreign key.
CREATE TABLE "post_counts" (
	"site_uid" text NOT NULL,
	"type" text NOT NULL,
	"status" integer NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "post_counts_site_uid_type_status_month_pk" PRIMARY KEY("site_uid","type","status","month")
);
--> statement-breakpoint
ALTER TABLE "post_counts" ADD CONSTRAINT "post_counts_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "count_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := 'SELECT r."site_uid", r."type", r."status", r."date", %s AS change FROM %I r WHERE r."deleted_at" IS NULL';
  changes text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := format(counted, 1, 'new_rows');
  ELSIF TG_OP = 'DELETE' THEN
    changes := format(counted, -1, 'old_rows');
  ELSE
    changes := format(counted, 1, 'new_rows') || ' UNION ALL ' || format(counted, -1, 'old_rows');
  END IF;
  EXECUTE format($q$
    INSERT INTO "post_counts" AS c ("site_uid", "type", "status", "month", "n")
    SELECT g.* FROM (
      SELECT ch."site_uid", ch."type", ch."status", date_trunc('month', ch."date" AT TIME ZONE 'UTC')::date AS "month", sum(ch.change)::integer AS n
      FROM (%s) AS ch GROUP BY 1, 2, 3, 4 HAVING sum(ch.change) <> 0
    ) AS g
    WHERE EXISTS (SELECT 1 FROM "sites" s WHERE s."uid" = g."site_uid")
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("site_uid", "type", "status", "month") DO UPDATE SET "n" = c."n" + excluded."n"$q$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers lock posts against writes until this migration commits, so the counts below miss none.
CREATE TRIGGER "posts_count_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_posts"();--> statement-breakpoint
CREATE TRIGGER "posts_count_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_posts"();--> statement-breakpoint
CREATE TRIGGER "posts_count_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_posts"();--> statement-breakpoint
INSERT INTO "post_counts" ("site_uid", "type", "status", "month", "n")
  SELECT "site_uid", "type", "status", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, count(*) FROM "posts" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_live_list_idx" ON "posts" USING btree ("site_uid","date","created_at","uid") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_live_type_idx" ON "posts" USING btree ("site_uid","type","date","created_at","uid") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_live_status_idx" ON "posts" USING btree ("site_uid","status","date","created_at","uid") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_live_type_status_idx" ON "posts" USING btree ("site_uid","type","status","date","created_at","uid") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_live_tag_idx" ON "posts" USING btree ("site_uid","tag","date","created_at","uid") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_live_label_idx" ON "posts" USING btree ("site_uid","label","date","created_at","uid") WHERE "posts"."deleted_at" is null;
