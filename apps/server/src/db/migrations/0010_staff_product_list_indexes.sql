-- The staff product list (/product, /inventory): one market, every product (active or not),
-- sorted by SKU, name, active or date, with the id as tiebreaker in the same direction, paged by
-- keyset `(sort_col, id) > (...)`. One index per sort keeps every page a range scan at any depth.
CREATE INDEX IF NOT EXISTS "products_staff_sku_idx" ON "products" ("market", "sku", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_staff_name_idx" ON "products" ("market", "name_lower", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_staff_active_idx" ON "products" ("market", "active", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_staff_updated_idx" ON "products" ("market", "updated", "id");
--> statement-breakpoint
-- The text filter matches SKUs as well as names.
CREATE INDEX IF NOT EXISTS "products_sku_lower_trgm_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);
