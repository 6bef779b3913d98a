DROP INDEX "posts_site_slug_idx";--> statement-breakpoint
-- Live posts of one site that share a slug (a race the unique index now answers) leave it to the oldest;
-- the others get a suffix from their uid, so the index can be built.
UPDATE "posts" SET "slug" = "posts"."slug" || '-' || substr(md5("posts"."uid"), 1, 8)
FROM (
	SELECT "uid", row_number() OVER (PARTITION BY "site_uid", "slug" ORDER BY "created_at", "uid") AS "n"
	FROM "posts" WHERE "deleted_at" IS NULL
) AS "ranked"
WHERE "posts"."uid" = "ranked"."uid" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_site_slug_live" ON "posts" USING btree ("site_uid","slug") WHERE "posts"."deleted_at" is null;
