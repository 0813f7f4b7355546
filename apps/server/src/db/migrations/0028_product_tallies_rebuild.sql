-- Counts the tallies of 0024 again from the products as they are, for a bulk load that turns
-- their trigger off while it loads: upserted after every batch of one long transaction, the
-- rows of common words and prices gathered a version per batch, and each upsert walked them all.
CREATE OR REPLACE FUNCTION product_tallies_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM product_price_counts;
  DELETE FROM search_words;
  INSERT INTO product_price_counts (market, category_id, price_cents, products)
    SELECT p.market, c.id, p.lowest_price_cents, count(*)
    FROM products p
    CROSS JOIN LATERAL
      (VALUES (p.category_id), ('00000000-0000-0000-0000-000000000000'::uuid)) c(id)
    WHERE p.active AND c.id IS NOT NULL
    GROUP BY 1, 2, 3;
  INSERT INTO search_words (word, products)
    SELECT w.word, count(*)
    FROM products p
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', p.search_text))) w(word)
    WHERE p.active AND length(w.word) >= 3
    GROUP BY 1;
END
$fn$;
