-- Search-box suggestions look for names that start with what was typed first
-- (name_lower LIKE 'harb%'): a range scan on this index instead of a trigram match.
CREATE INDEX IF NOT EXISTS "products_name_prefix_idx" ON "products" ("market", "name_lower" text_pattern_ops) WHERE "active";
