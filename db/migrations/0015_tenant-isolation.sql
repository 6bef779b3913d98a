CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_uid" text NOT NULL,
	"email" text NOT NULL,
	"role" integer NOT NULL,
	"invited_by_uid" text,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_uid" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "mail_trusted_at" timestamp with time zone;--> statement-breakpoint
-- Memberships older than the consent rule: unknown consent (null), except a site's creator's own.
ALTER TABLE "memberships" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "memberships" SET "accepted_at" = "memberships"."created_at" FROM "sites" WHERE "sites"."uid" = "memberships"."site_uid" AND "sites"."owner_uid" = "memberships"."user_uid";--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "accepted_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_uid_users_uid_fk" FOREIGN KEY ("invited_by_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_uid_users_uid_fk" FOREIGN KEY ("accepted_by_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_site_email_open" ON "invitations" USING btree ("site_uid","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "invitations_site_idx" ON "invitations" USING btree ("site_uid","created_at");