-- Browse and search (catalog/search modules). Generated columns are maintained by PostgreSQL,
-- so writers of products need not know about them; they are read only through raw SQL.
-- search_text: lowercased name + city, for trigram (typo-tolerant) matching.
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "city")) STORED;
--> statement-breakpoint
-- search_vector: ranked full-text over name (A), city (B) and info (C).
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "name"), 'A') ||
  setweight(to_tsvector('english', "city"), 'B') ||
  setweight(to_tsvector('english', "info"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_lower_trgm_idx" ON "products" USING gin ("name_lower" gin_trgm_ops);
--> statement-breakpoint
-- The list query: market + category + price range (+ price sort), active products only.
CREATE INDEX "products_list_idx" ON "products" ("market", "category_id", "lowest_price_cents") WHERE "active";
--> statement-breakpoint
-- Market lists sorted by rating without a category filter.
CREATE INDEX "products_market_rating_idx" ON "products" ("market", "computed_rating" DESC) WHERE "active";
--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops);
