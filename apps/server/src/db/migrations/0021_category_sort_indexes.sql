-- A category list of a market (the list page: market + category + price range + each UI sort)
-- read in its sort's order straight off an index, with the id tiebreaker in the sort's
-- direction as 0007's market indexes have it: ten rows read for a page of ten, instead of every
-- product of the category fetched from the heap and sorted (about 200 heap pages a page on the
-- 100k bench). The price sort's index also holds the price range as its range condition.
CREATE INDEX IF NOT EXISTS "products_category_name_id_idx" ON "products" ("market", "category_id", "name_lower", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_rating_id_idx" ON "products" ("market", "category_id", "computed_rating", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_reviews_id_idx" ON "products" ("market", "category_id", "review_count", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_id_idx" ON "products" ("market", "category_id", "lowest_price_cents", "id") WHERE "active";
--> statement-breakpoint
-- Superseded by products_category_price_id_idx (the same columns and the tiebreaker).
DROP INDEX IF EXISTS "products_list_idx";
