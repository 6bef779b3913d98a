CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "templates_site_permalink_live";--> statement-breakpoint
ALTER TABLE "site_domains" DROP CONSTRAINT "site_domains_pkey";--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_domain_site_uid_pk" PRIMARY KEY("domain","site_uid");--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_active" ON "site_domains" USING btree ("domain") WHERE "site_domains"."status" = 'active';--> statement-breakpoint
CREATE INDEX "site_domains_site_idx" ON "site_domains" USING btree ("site_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_site_permalink_live" ON "templates" USING btree ("site_uid","permalink") WHERE "templates"."deleted_at" is null and "templates"."permalink" is not null and "templates"."published";