-- Search's ranked postings: for each word (lexeme) of each active product's document, the rank a
-- search for that one word gives the product (ts_rank of its document), with the product's
-- rating and category. A one-word search, or a close spelling of a word, then reads the first
-- entries of one index range, already in rank order: no document is read or ranked as the search
-- runs (issue 13: a search ranked up to 200 candidates' documents, 0.6-1.2 ms in PostgreSQL).
-- Within a market the range is (word, market); across markets, the word.
CREATE TABLE "search_postings" (
	"lexeme" text NOT NULL,
	"market" text NOT NULL,
	"score" real NOT NULL,
	"rating" real NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid
);
--> statement-breakpoint
-- The category ends each key so that a search reads everything it ranks from the index alone.
CREATE INDEX "search_postings_market_idx" ON "search_postings" USING btree ("lexeme","market","score" DESC,"rating" DESC,"product_id","category_id");
--> statement-breakpoint
CREATE INDEX "search_postings_all_idx" ON "search_postings" USING btree ("lexeme","score" DESC,"rating" DESC,"product_id","category_id");
--> statement-breakpoint
-- A query of exactly one lexeme, whatever characters it holds (a tsquery's text doubles quotes
-- and backslashes inside its quotes).
CREATE OR REPLACE FUNCTION lexeme_tsquery(lexeme text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$fn$;
--> statement-breakpoint
-- The lexeme of a query of one lexeme (numnode 1), else null: lexeme_tsquery read backwards.
CREATE OR REPLACE FUNCTION tsquery_lexeme(query tsquery) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(query) = 1 THEN
    replace(replace(substring(query::text FROM '^''(.*)''$'), '''''', ''''), '\\', '\') END
$fn$;
--> statement-breakpoint
-- One product's postings: one row per lexeme of its document.
CREATE OR REPLACE FUNCTION search_postings_of(uuid, text, uuid, real, tsvector)
RETURNS TABLE (lexeme text, market text, score real, rating real, product_id uuid,
  category_id uuid)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT u.lexeme, $2, ts_rank($5, lexeme_tsquery(u.lexeme)), $4, $1, $3 FROM unnest($5) u
$fn$;
--> statement-breakpoint
-- search_postings follows product_search (migration 0026) in the writer's own transaction, one
-- statement per write. A changed or removed row's postings are found by their whole key, worked
-- out again from the old row (ts_rank gives the same score for the same document), so the
-- delete is one index probe a posting; the planner is kept from scanning the table for it.
CREATE OR REPLACE FUNCTION search_postings_follow() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE search_postings;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM search_postings p
      USING old_rows o,
        search_postings_of(o.product_id, o.market, o.category_id, o.rating, o.words) d
      WHERE p.lexeme = d.lexeme AND p.market = d.market AND p.score = d.score
        AND p.rating = d.rating AND p.product_id = d.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_postings (lexeme, market, score, rating, product_id, category_id)
      SELECT d.* FROM new_rows n,
        search_postings_of(n.product_id, n.market, n.category_id, n.rating, n.words) d;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_postings_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
--> statement-breakpoint
CREATE TRIGGER search_postings_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
--> statement-breakpoint
CREATE TRIGGER search_postings_delete AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
--> statement-breakpoint
CREATE TRIGGER search_postings_truncate AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
--> statement-breakpoint
-- The products already there.
INSERT INTO search_postings (lexeme, market, score, rating, product_id, category_id)
  SELECT d.* FROM product_search s,
    search_postings_of(s.product_id, s.market, s.category_id, s.rating, s.words) d;
--> statement-breakpoint
-- Search no longer chooses between a word's index entries and a scan of product_search by how
-- common the word is (decision 031): one word is an index range of its postings whatever its
-- share, so the copy of the documents' most common lexemes has no reader.
DROP FUNCTION IF EXISTS refresh_search_common_lexemes();
--> statement-breakpoint
DROP TABLE IF EXISTS "search_common_lexemes";
