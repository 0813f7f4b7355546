-- Two branches of search (search.repo.ts) as functions that run only when a search needs them.
-- As parts of the search statement, their plans were set up and torn down on every search,
-- whether they ran or not; a call that the statement's one-time filter skips costs nothing, and a
-- plpgsql function keeps its plans for the session.
--
-- document_matches: a query of several words, a phrase or an exclusion (a single word reads its
-- postings, migration 0032). Its first `n` matching documents, each with its ts_rank, within the
-- market `market_code` (its market-prefixed lexemes, migration 0026; null: across markets).
CREATE OR REPLACE FUNCTION document_matches(matched tsquery, market_code text, n int)
RETURNS TABLE (hit_id uuid, hit_rank real, hit_rating real, hit_category uuid)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 200 AS $fn$
BEGIN
  IF market_code IS NULL THEN
    RETURN QUERY
      SELECT s.product_id, ts_rank(s.words, matched), s.rating, s.category_id
      FROM product_search s WHERE s.words @@ matched LIMIT n;
  ELSE
    -- The market column is checked too, since two markets' prefixes could be the same.
    RETURN QUERY
      SELECT s.product_id, ts_rank(s.market_words, matched), s.rating, s.category_id
      FROM product_search s WHERE s.market_words @@ matched AND s.market = market_code LIMIT n;
  END IF;
END
$fn$;
--> statement-breakpoint
-- close_spelling_hits: only when the typed words themselves found fewer than TYPO_MATCHES_BELOW
-- products. Set up inline, needed or not, its plan (two hash aggregates, a memoize, a sort, a
-- hashed subplan) and the document branch's made a one-word search in a market take 0.21-0.30 ms
-- of PostgreSQL's time on the bench's machine; without them, 0.13 ms.
--
-- For each close spelling of each typed word of 3 letters or more (`per_word` of them,
-- close_spellings, migration 0029), its first `n` postings in rank order (migration 0032),
-- within the market `market_code` (null: across markets, through the index without market);
-- each product once with its best score, leaving out `seen` (the words' own matches). The
-- search ranks, orders and cuts these as before.
CREATE OR REPLACE FUNCTION close_spelling_hits(query_text text, market_code text, per_word int,
  n int, seen uuid[])
RETURNS TABLE (hit_id uuid, hit_score real, hit_rating real, hit_category uuid)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 20 AS $fn$
DECLARE
  spellings text[];
BEGIN
  SELECT array_agg(DISTINCT lexeme) INTO spellings
    FROM regexp_split_to_table(query_text, '\s+') typed
    CROSS JOIN LATERAL close_spellings(typed,
      CASE WHEN length(typed) >= 3 THEN per_word ELSE 0 END) c
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', c.word))) lexeme;
  IF market_code IS NULL THEN
    RETURN QUERY
      SELECT h.product_id, max(h.score), h.rating, h.category_id
      FROM unnest(spellings) s(lexeme) CROSS JOIN LATERAL (
        SELECT p.product_id, p.score, p.rating, p.category_id FROM search_postings p
        WHERE p.lexeme = s.lexeme ORDER BY p.score DESC, p.rating DESC, p.product_id LIMIT n) h
      WHERE h.product_id <> ALL (seen)
      GROUP BY h.product_id, h.rating, h.category_id;
  ELSE
    RETURN QUERY
      SELECT h.product_id, max(h.score), h.rating, h.category_id
      FROM unnest(spellings) s(lexeme) CROSS JOIN LATERAL (
        SELECT p.product_id, p.score, p.rating, p.category_id FROM search_postings p
        WHERE p.lexeme = s.lexeme AND p.market = market_code
        ORDER BY p.score DESC, p.rating DESC, p.product_id LIMIT n) h
      WHERE h.product_id <> ALL (seen)
      GROUP BY h.product_id, h.rating, h.category_id;
  END IF;
END
$fn$;
