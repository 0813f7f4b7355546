CREATE TABLE "search_common_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- Fills search_common_lexemes from the statistics ANALYZE keeps of product_search.words: each
-- most common lexeme with its share of the rows times the table's row count. The shares list
-- ends with three figures of its own (no lexeme beside them), which the join leaves out. One
-- refresh at a time (the lock); searches read the table throughout.
CREATE OR REPLACE FUNCTION refresh_search_common_lexemes() RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE search_common_lexemes IN EXCLUSIVE MODE;
  DELETE FROM search_common_lexemes;
  INSERT INTO search_common_lexemes (lexeme, products)
    SELECT e.lexeme, round(e.share * greatest(c.reltuples, 0))
    FROM pg_stats s
    JOIN pg_class c ON c.oid = 'product_search'::regclass
    CROSS JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs)
      AS e(lexeme, share)
    WHERE s.schemaname = current_schema() AND s.tablename = 'product_search'
      AND s.attname = 'words' AND e.lexeme IS NOT NULL;
END
$fn$;
