CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"category_id" uuid,
	"rating" real NOT NULL,
	"words" "tsvector" NOT NULL,
	"market_words" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_words_idx" ON "product_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "product_search_market_words_idx" ON "product_search" USING gin ("market_words");--> statement-breakpoint
-- A document's or a query's lexemes prefixed with its market: 'kayak' in GTA becomes
-- 'gta.kayak'. The prefix keeps only the market's letters and digits (a market is free text), so
-- two markets could share one; search therefore also checks the market column itself.
CREATE OR REPLACE FUNCTION market_prefix(market text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(lower(market), '[^a-z0-9]+', '', 'g') || '.'
$fn$;
--> statement-breakpoint
-- A document's text lists its lexemes quoted, each after a space but the first ('a':1A 'b':2B),
-- and to_tsvector never puts a space in a lexeme: a plain replace of " '" finds each one (three
-- times cheaper than a regular expression, 14 us a product, which the seed pays a million times).
CREATE OR REPLACE FUNCTION market_lexemes(market text, doc tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT substr(replace(' ' || doc::text, ' ''', ' ''' || market_prefix(market)), 2)::tsvector
$fn$;
--> statement-breakpoint
-- A query's lexemes follow operators and brackets too ('a' & !('b' | 'c')): each quoted one is
-- found by a regular expression (once a search).
CREATE OR REPLACE FUNCTION market_tsquery(market text, query tsquery) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(query) = 0 THEN query ELSE
    regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || market_prefix(market) || '\1''',
      'g')::tsquery END
$fn$;
--> statement-breakpoint
-- product_search follows every write to products in the writer's own transaction, one statement
-- per write (whatever its number of rows), as the tallies of 0024 do: an active product has its
-- row, an inactive or deleted one has none, and an update rewrites a row only when something
-- search reads changed (market, category, rating, words, or the product became active).
CREATE OR REPLACE FUNCTION product_search_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE product_search;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM product_search s USING old_rows o WHERE s.product_id = o.id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO product_search (product_id, market, category_id, rating, words, market_words)
      SELECT n.id, n.market, n.category_id, n.computed_rating, n.search_vector,
             market_lexemes(n.market, n.search_vector)
      FROM new_rows n WHERE n.active ORDER BY n.id;
  ELSE
    DELETE FROM product_search s USING new_rows n WHERE s.product_id = n.id AND NOT n.active;
    INSERT INTO product_search AS s (product_id, market, category_id, rating, words, market_words)
      SELECT n.id, n.market, n.category_id, n.computed_rating, n.search_vector,
             market_lexemes(n.market, n.search_vector)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.active AND (NOT o.active
        OR (o.market, o.category_id, o.computed_rating, o.search_vector)
          IS DISTINCT FROM (n.market, n.category_id, n.computed_rating, n.search_vector))
      ORDER BY n.id
    ON CONFLICT (product_id) DO UPDATE SET market = excluded.market,
      category_id = excluded.category_id, rating = excluded.rating, words = excluded.words,
      market_words = excluded.market_words;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow();
--> statement-breakpoint
CREATE TRIGGER product_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow();
--> statement-breakpoint
CREATE TRIGGER product_search_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow();
--> statement-breakpoint
CREATE TRIGGER product_search_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow();
--> statement-breakpoint
-- The products already there.
INSERT INTO product_search (product_id, market, category_id, rating, words, market_words)
  SELECT id, market, category_id, computed_rating, search_vector,
         market_lexemes(market, search_vector)
  FROM products WHERE active;
--> statement-breakpoint
-- Search reads product_search now: the products' own full-text indexes only cost writes.
DROP INDEX IF EXISTS "products_search_vector_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_market_search_vector_idx";
