-- A search of several words ranks the first `n` documents that match (document_matches,
-- migration 0033). Through the full index, GIN gathers every match into a bitmap before the
-- first is read, so a common pair cost more as the catalogue grew: 'food tour' matches 2,157
-- documents at 100,000 products and about ten times as many at 1,000,000 (several-word searches
-- 1.3 ms a term at 100,000, 5.6 ms at 1,000,000). These indexes hold the same documents' words
-- for samples of the products, those whose random id starts with 00 (1 in 256) and with 0 (1 in
-- 16). document_matches reads the smallest sample first and the next only while fewer than `n`
-- have matched, so a pair's bitmap holds at most about 16 * n matches however large the
-- catalogue is: what fills the read is found in a sample, and a term that no sample fills has
-- fewer matches than that in all.
CREATE INDEX "product_search_words_16th_idx" ON "product_search" USING gin ("words") WITH (gin_pending_list_limit = 64) WHERE "product_search"."product_id" < '10000000-0000-0000-0000-000000000000';--> statement-breakpoint
CREATE INDEX "product_search_words_256th_idx" ON "product_search" USING gin ("words") WITH (gin_pending_list_limit = 64) WHERE "product_search"."product_id" < '01000000-0000-0000-0000-000000000000';--> statement-breakpoint
CREATE INDEX "product_search_market_words_16th_idx" ON "product_search" USING gin ("market_words") WITH (gin_pending_list_limit = 64) WHERE "product_search"."product_id" < '10000000-0000-0000-0000-000000000000';--> statement-breakpoint
CREATE INDEX "product_search_market_words_256th_idx" ON "product_search" USING gin ("market_words") WITH (gin_pending_list_limit = 64) WHERE "product_search"."product_id" < '01000000-0000-0000-0000-000000000000';--> statement-breakpoint
-- The first `n` matches: those of the 1-in-256 sample, then of the rest of the 1-in-16 one,
-- then of the rest of the catalogue. One statement: PostgreSQL's Append runs its parts in order
-- and the LIMIT stops it once `n` rows have come, so a part after that is never started (its
-- bitmap never built). Each part's id range lets PostgreSQL choose its sample's index; the
-- ranges do not overlap, so each match comes once. The documents ranked are a sample of a large
-- match set, as the first `n` in the table's order were before; with fewer than about 16 * n
-- matches every one is read, as before.
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
    RETURN QUERY SELECT m.* FROM (
      (SELECT s.product_id, ts_rank(s.market_words, matched), s.rating, s.category_id
        FROM product_search s WHERE s.market_words @@ matched AND s.market = market_code
          AND s.product_id < '01000000-0000-0000-0000-000000000000' LIMIT n)
      UNION ALL
      (SELECT s.product_id, ts_rank(s.market_words, matched), s.rating, s.category_id
        FROM product_search s WHERE s.market_words @@ matched AND s.market = market_code
          AND s.product_id < '10000000-0000-0000-0000-000000000000'
          AND s.product_id >= '01000000-0000-0000-0000-000000000000' LIMIT n)
      UNION ALL
      (SELECT s.product_id, ts_rank(s.market_words, matched), s.rating, s.category_id
        FROM product_search s WHERE s.market_words @@ matched AND s.market = market_code
          AND s.product_id >= '10000000-0000-0000-0000-000000000000' LIMIT n)) m LIMIT n;
  END IF;
END
$fn$;
