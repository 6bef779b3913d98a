-- Image variants count against their site's storage quota and go with their original (issue 48): one row
-- per variant file the local store keeps (DATA_DIR/image-variants/<key>/<version>/<name>). Variants
-- stored before, in the old per-version folders, are uncounted: the start-up sweep deletes them
-- (lib/storage/variant-sweep.ts), and pages make them again under the new layout.
CREATE TABLE "image_variants" (
	"site_uid" text NOT NULL,
	"key" text NOT NULL,
	"version" text NOT NULL,
	"name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_site_uid_key_version_name_pk" PRIMARY KEY("site_uid","key","version","name")
);
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;