-- One open checkout per cart (issue 47): checking a cart out again updates its pending order
-- instead of adding one. Pending orders left over from repeated checkouts of one cart keep their
-- status but are detached from the cart, all but the newest, so the unique index can be built.
UPDATE "orders" SET "cart_id" = NULL
WHERE "status" = 'pending' AND "cart_id" IS NOT NULL
  AND "uid" NOT IN (
    SELECT DISTINCT ON ("site_uid", "cart_id") "uid" FROM "orders"
    WHERE "status" = 'pending' AND "cart_id" IS NOT NULL
    ORDER BY "site_uid", "cart_id", "created_at" DESC, "uid" DESC
  );--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_checkout_of_cart" ON "orders" USING btree ("site_uid","cart_id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_code" text;
