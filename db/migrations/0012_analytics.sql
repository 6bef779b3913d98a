CREATE TABLE "analytics_page_views" (
	"site_uid" text NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"post_uid" text DEFAULT '' NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_views_site_uid_day_path_post_uid_pk" PRIMARY KEY("site_uid","day","path","post_uid")
);
--> statement-breakpoint
CREATE TABLE "analytics_referrers" (
	"site_uid" text NOT NULL,
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_referrers_site_uid_day_host_pk" PRIMARY KEY("site_uid","day","host")
);
--> statement-breakpoint
ALTER TABLE "analytics_page_views" ADD CONSTRAINT "analytics_page_views_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_referrers" ADD CONSTRAINT "analytics_referrers_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logs_site_id_idx" ON "logs" USING btree ("site_uid","id");--> statement-breakpoint
CREATE INDEX "logs_at_idx" ON "logs" USING btree ("at");