CREATE TABLE "site_storage" (
	"site_uid" text PRIMARY KEY NOT NULL,
	"quota_bytes" bigint
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"site_uid" text NOT NULL,
	"key" text NOT NULL,
	"size" bigint NOT NULL,
	"signed_until" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "storage_objects_site_uid_key_pk" PRIMARY KEY("site_uid","key")
);
--> statement-breakpoint
CREATE TABLE "storage_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_uid" text NOT NULL,
	"key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "site_storage" ADD CONSTRAINT "site_storage_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_reservations" ADD CONSTRAINT "storage_reservations_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_reservations_site_idx" ON "storage_reservations" USING btree ("site_uid","expires_at");--> statement-breakpoint
CREATE INDEX "files_storage_key_idx" ON "files" USING btree ("site_uid","storage_key");