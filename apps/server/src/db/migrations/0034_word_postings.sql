-- A word's first `n` postings in rank order (migration 0032): the one place that order and its
-- indexes' key are written. The one-word branch of search (search.repo.ts) and
-- close_spelling_hits read through these. Each is one SELECT in SQL, not strict: PostgreSQL
-- inlines it into the calling query, so the plan is the same index range as the query written
-- in place.
--
-- Across markets, through search_postings_all_idx.
CREATE OR REPLACE FUNCTION word_postings(word text, n int)
RETURNS TABLE (product_id uuid, score real, rating real, category_id uuid)
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT p.product_id, p.score, p.rating, p.category_id FROM search_postings p
  WHERE p.lexeme = word ORDER BY p.score DESC, p.rating DESC, p.product_id LIMIT n
$fn$;
--> statement-breakpoint
-- Within one market, through search_postings_market_idx.
CREATE OR REPLACE FUNCTION market_word_postings(word text, market_code text, n int)
RETURNS TABLE (product_id uuid, score real, rating real, category_id uuid)
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT p.product_id, p.score, p.rating, p.category_id FROM search_postings p
  WHERE p.lexeme = word AND p.market = market_code
  ORDER BY p.score DESC, p.rating DESC, p.product_id LIMIT n
$fn$;
--> statement-breakpoint
-- close_spelling_hits (migration 0033), its postings read through the functions above.
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
      FROM unnest(spellings) s(lexeme) CROSS JOIN LATERAL word_postings(s.lexeme, n) h
      WHERE h.product_id <> ALL (seen)
      GROUP BY h.product_id, h.rating, h.category_id;
  ELSE
    RETURN QUERY
      SELECT h.product_id, max(h.score), h.rating, h.category_id
      FROM unnest(spellings) s(lexeme)
        CROSS JOIN LATERAL market_word_postings(s.lexeme, market_code, n) h
      WHERE h.product_id <> ALL (seen)
      GROUP BY h.product_id, h.rating, h.category_id;
  END IF;
END
$fn$;
