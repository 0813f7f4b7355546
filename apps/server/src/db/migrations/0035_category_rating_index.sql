-- A category's products by rating, across markets: the index that the search's category branch
-- reads (search.repo.ts) when a text names a category and no market is chosen, as it reads
-- products_category_rating_id_idx within a market. It takes the place of products_category_idx
-- (category_id alone), whose lookups by category it still serves, so a product write keeps as
-- many indexes to update. `active` is a key, not a predicate, so inactive products stay found
-- by category as before.
DROP INDEX IF EXISTS "products_category_idx";
--> statement-breakpoint
CREATE INDEX "products_category_active_rating_idx" ON "products" USING btree ("category_id","active","computed_rating","id");
