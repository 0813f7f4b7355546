-- A list's price range is weighed (decision 029) and a catalogue count is summed from a scope's
-- rows of product_price_counts: one category of one market holds about 170 price rows, stored
-- wherever the trigger first wrote them, so a scope's rows were read from some 140 heap pages.
-- Both indexes now carry the count itself, so PostgreSQL sums a scope from the index alone (an
-- index-only scan of about five pages). At 100,000 products, old and new indexes alternated twice,
-- PostgreSQL's CPU per request fell from 245-290 to 148-238 µs for a product list and from 251-263
-- to 114-156 µs for the market page (bench README, thirty-fourth section). A count's change now
-- writes both indexes (it is no longer a HOT update). Drizzle's schema cannot say INCLUDE; the
-- columns, names and uniqueness are unchanged.
ALTER TABLE "product_price_counts" DROP CONSTRAINT "product_price_counts_market_category_id_price_cents_pk";--> statement-breakpoint
ALTER TABLE "product_price_counts" ADD CONSTRAINT "product_price_counts_market_category_id_price_cents_pk" PRIMARY KEY ("market","category_id","price_cents") INCLUDE ("products");--> statement-breakpoint
DROP INDEX "product_price_counts_category_idx";--> statement-breakpoint
CREATE INDEX "product_price_counts_category_idx" ON "product_price_counts" USING btree ("category_id","price_cents") INCLUDE ("products");
