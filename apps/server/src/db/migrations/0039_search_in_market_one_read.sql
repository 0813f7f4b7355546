-- A search of several words within a market reads that market's matches in one pass again
-- (document_matches as in migration 0033); across markets it still reads the samples first
-- (migration 0038). A market holds about a tenth of the catalogue, so a pair's matches there
-- stay few enough to gather at once: at 1,000,000 products the samples left a search in a
-- market at 0.61-0.65 ms either way (one connection), while at 100,000 their two extra index
-- scans cost PostgreSQL about 200 µs of CPU on every such search under load (the bench's
-- thirtieth section). Their two indexes on market_words go with them.
DROP INDEX "product_search_market_words_16th_idx";--> statement-breakpoint
DROP INDEX "product_search_market_words_256th_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_matches(matched tsquery, market_code text, n int)
RETURNS TABLE (hit_id uuid, hit_rank real, hit_rating real, hit_category uuid)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 200 AS $fn$
BEGIN
  IF market_code IS NULL THEN
    RETURN QUERY SELECT m.* FROM (
      (SELECT s.product_id, ts_rank(s.words, matched), s.rating, s.category_id
        FROM product_search s WHERE s.words @@ matched
          AND s.product_id < '01000000-0000-0000-0000-000000000000' LIMIT n)
      UNION ALL
      (SELECT s.product_id, ts_rank(s.words, matched), s.rating, s.category_id
        FROM product_search s WHERE s.words @@ matched
          AND s.product_id < '10000000-0000-0000-0000-000000000000'
          AND s.product_id >= '01000000-0000-0000-0000-000000000000' LIMIT n)
      UNION ALL
      (SELECT s.product_id, ts_rank(s.words, matched), s.rating, s.category_id
        FROM product_search s WHERE s.words @@ matched
          AND s.product_id >= '10000000-0000-0000-0000-000000000000' LIMIT n)) m LIMIT n;
  ELSE
    -- The market column is checked too, since two markets' prefixes could be the same.
    RETURN QUERY
      SELECT s.product_id, ts_rank(s.market_words, matched), s.rating, s.category_id
      FROM product_search s WHERE s.market_words @@ matched AND s.market = market_code LIMIT n;
  END IF;
END
$fn$;
