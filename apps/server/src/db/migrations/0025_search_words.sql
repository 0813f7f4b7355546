CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words follow products in the writer's own transaction, one grouped upsert per statement
-- in key order, as product_price_counts does (0024): the distinct words of each active
-- product's search_text (name and city), 3 letters or more.
CREATE OR REPLACE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT search_text, active, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT search_text, active, -1 AS d FROM old_rows'
    ELSE 'SELECT search_text, active, -1 AS d FROM old_rows
          UNION ALL SELECT search_text, active, 1 FROM new_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO search_words AS r (word, products)
      SELECT w.word, sum(p.d)
      FROM (%s) p
      CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', p.search_text))) w(word)
      WHERE p.active AND length(w.word) >= 3
      GROUP BY 1 HAVING sum(p.d) <> 0 ORDER BY 1
    ON CONFLICT (word) DO UPDATE SET products = r.products + excluded.products$q$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
--> statement-breakpoint
CREATE TRIGGER search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
--> statement-breakpoint
CREATE TRIGGER search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate();
--> statement-breakpoint
INSERT INTO search_words (word, products)
  SELECT w.word, count(*)
  FROM products p
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', p.search_text))) w(word)
  WHERE p.active AND length(w.word) >= 3
  GROUP BY 1;
