-- Earlier duplicates (one user, several live reviews of one product) keep only the newest live.
UPDATE "reviews" SET "active" = false WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id", "product_id" ORDER BY "date" DESC, "id") AS n
    FROM "reviews" WHERE "active" AND "user_id" IS NOT NULL
  ) ranked WHERE n > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_uq" ON "reviews" USING btree ("user_id","product_id") WHERE "reviews"."active" AND "reviews"."user_id" IS NOT NULL;
