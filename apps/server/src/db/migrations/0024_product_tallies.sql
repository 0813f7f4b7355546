CREATE TABLE "product_price_counts" (
	"market" text NOT NULL,
	"category_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_price_counts_market_category_id_price_cents_pk" PRIMARY KEY("market","category_id","price_cents")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_price_counts_category_idx" ON "product_price_counts" USING btree ("category_id","price_cents");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Two tallies of the active products follow every write to products in the writer's own
-- transaction, one statement per write (whatever its number of rows), each tally upserted in
-- key order so concurrent writers lock its rows in the same order (as the analytics rollups of
-- 0014 are kept): insert adds, delete subtracts, update does both, truncate empties them.
--   product_price_counts: per market, category and lowest price; each product also counts
--     under the nil uuid (every category).
--   search_words: the distinct words (3 letters or more) of each product's search_text (name
--     and city), for close spellings.
CREATE OR REPLACE FUNCTION product_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  cols text := 'market, category_id, lowest_price_cents, search_text';
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS d FROM new_rows WHERE active', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS d FROM old_rows WHERE active', cols)
    ELSE format('SELECT %1$s, -1 AS d FROM old_rows WHERE active
                 UNION ALL SELECT %1$s, 1 FROM new_rows WHERE active', cols)
  END;
BEGIN
  EXECUTE format($q$
    WITH p AS MATERIALIZED (%s),
    counts AS (
      INSERT INTO product_price_counts AS r (market, category_id, price_cents, products)
        SELECT p.market, c.id, p.lowest_price_cents, sum(p.d)
        FROM p CROSS JOIN LATERAL
          (VALUES (p.category_id), ('00000000-0000-0000-0000-000000000000'::uuid)) c(id)
        WHERE c.id IS NOT NULL
        GROUP BY 1, 2, 3 HAVING sum(p.d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (market, category_id, price_cents)
        DO UPDATE SET products = r.products + excluded.products
    )
    INSERT INTO search_words AS r (word, products)
      SELECT w.word, sum(p.d)
      FROM p CROSS JOIN LATERAL
        unnest(tsvector_to_array(to_tsvector('simple', p.search_text))) w(word)
      WHERE length(w.word) >= 3
      GROUP BY 1 HAVING sum(p.d) <> 0 ORDER BY 1
    ON CONFLICT (word) DO UPDATE SET products = r.products + excluded.products$q$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_tallies_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE product_price_counts, search_words;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER product_tallies_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_tallies_follow();
--> statement-breakpoint
CREATE TRIGGER product_tallies_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_tallies_follow();
--> statement-breakpoint
CREATE TRIGGER product_tallies_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_tallies_follow();
--> statement-breakpoint
CREATE TRIGGER product_tallies_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_tallies_truncate();
--> statement-breakpoint
-- The tallies of the products already there.
INSERT INTO product_price_counts (market, category_id, price_cents, products)
  SELECT p.market, c.id, p.lowest_price_cents, count(*)
  FROM products p
  CROSS JOIN LATERAL (VALUES (p.category_id), ('00000000-0000-0000-0000-000000000000'::uuid)) c(id)
  WHERE p.active AND c.id IS NOT NULL
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO search_words (word, products)
  SELECT w.word, count(*)
  FROM products p
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', p.search_text))) w(word)
  WHERE p.active AND length(w.word) >= 3
  GROUP BY 1;
