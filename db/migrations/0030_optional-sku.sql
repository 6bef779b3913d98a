DROP INDEX "variants_site_sku";--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "sku" SET DEFAULT '';--> statement-breakpoint
CREATE UNIQUE INDEX "variants_site_sku" ON "variants" USING btree ("site_uid","sku") WHERE "variants"."sku" <> '';
