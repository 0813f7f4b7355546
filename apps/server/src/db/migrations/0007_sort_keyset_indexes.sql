-- One index per UI sort of the product lists, with the id tiebreaker in the same direction
-- (catalog.repo orders `sort_col <dir>, id <dir>`), so a list and its keyset cursor
-- (`(sort_col, id) > (...)`) are a plain range scan of the index, forwards or backwards,
-- at any depth. Per market (the lists of a market page) and across markets (/main).
CREATE INDEX IF NOT EXISTS "products_market_name_id_idx" ON "products" ("market", "name_lower", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_market_rating_id_idx" ON "products" ("market", "computed_rating", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_market_reviews_id_idx" ON "products" ("market", "review_count", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_market_price_id_idx" ON "products" ("market", "lowest_price_cents", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_id_idx" ON "products" ("name_lower", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_rating_id_idx" ON "products" ("computed_rating", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_reviews_id_idx" ON "products" ("review_count", "id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_id_idx" ON "products" ("lowest_price_cents", "id") WHERE "active";
--> statement-breakpoint
-- Superseded by products_market_rating_id_idx (its DESC order without the tiebreaker made the
-- planner sort the whole market for `computed_rating desc, id asc`).
DROP INDEX IF EXISTS "products_market_rating_idx";
