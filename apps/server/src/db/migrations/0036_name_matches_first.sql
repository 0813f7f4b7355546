-- A search of several words, a phrase or an exclusion matches documents through the GIN index
-- of product_search and ranks its first `n` matches (document_matches, migration 0033). Those
-- are the first in the table's order: where more than `n` documents match ('food tour' across
-- markets: 2,157 at 100,000 products, of which 369 have both words in their name), the names
-- that hold the words were ranked only if they happened to be stored early, and a search showed
-- description matches after a few pages while most names went unseen.
--
-- Now, when the first `n` matches fill the read, the matches in the name (the document's weight
-- A, ts_filter) are read too, through an index of the names' lexemes, and the best `n` of both
-- by rank are the candidates. A query that matches fewer than `n` documents reads them all, as
-- before, and the name index is not read (a one-time filter).
--
-- The function's statements use one generic plan. Left to choose, PostgreSQL planned the search
-- in a market afresh on every call (its generic plan looked costlier than the custom ones), and
-- that planning was a third of the function's time there.
CREATE INDEX "product_search_name_words_idx" ON "product_search" USING gin (ts_filter("words", '{a}')) WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX "product_search_market_name_words_idx" ON "product_search" USING gin (ts_filter("market_words", '{a}')) WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_matches(matched tsquery, market_code text, n int)
RETURNS TABLE (hit_id uuid, hit_rank real, hit_rating real, hit_category uuid)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 200
SET plan_cache_mode = force_generic_plan AS $fn$
BEGIN
  IF market_code IS NULL THEN
    RETURN QUERY
      WITH first AS MATERIALIZED (
        SELECT s.product_id, ts_rank(s.words, matched) AS hit, s.rating, s.category_id
        FROM product_search s WHERE s.words @@ matched LIMIT n)
      SELECT * FROM (
        SELECT * FROM first
        UNION ALL
        (SELECT s.product_id, ts_rank(s.words, matched), s.rating, s.category_id
          FROM product_search s
          WHERE (SELECT count(*) FROM first) = n
            AND ts_filter(s.words, '{a}') @@ matched AND s.words @@ matched
            AND s.product_id NOT IN (SELECT f.product_id FROM first f)
          LIMIT n)) found
      ORDER BY 2 DESC, 3 DESC, 1 LIMIT n;
  ELSE
    -- The market column is checked too, since two markets' prefixes could be the same.
    RETURN QUERY
      WITH first AS MATERIALIZED (
        SELECT s.product_id, ts_rank(s.market_words, matched) AS hit, s.rating, s.category_id
        FROM product_search s WHERE s.market_words @@ matched AND s.market = market_code LIMIT n)
      SELECT * FROM (
        SELECT * FROM first
        UNION ALL
        (SELECT s.product_id, ts_rank(s.market_words, matched), s.rating, s.category_id
          FROM product_search s
          WHERE (SELECT count(*) FROM first) = n
            AND ts_filter(s.market_words, '{a}') @@ matched AND s.market_words @@ matched
            AND s.market = market_code
            AND s.product_id NOT IN (SELECT f.product_id FROM first f)
          LIMIT n)) found
      ORDER BY 2 DESC, 3 DESC, 1 LIMIT n;
  END IF;
END
$fn$;
