CREATE TABLE "product_price_counts" (
	"market" text NOT NULL,
	"category_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_price_counts_market_category_id_price_cents_pk" PRIMARY KEY("market","category_id","price_cents")
);
--> statement-breakpoint
CREATE INDEX "product_price_counts_category_idx" ON "product_price_counts" USING btree ("category_id","price_cents");--> statement-breakpoint
-- The counts follow products in the writer's own transaction, one grouped upsert per statement,
-- in key order so concurrent writers lock the rows in the same order. A product counts while it
-- is active, under its category and under the nil uuid (every category).
CREATE OR REPLACE FUNCTION product_price_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT market, category_id, lowest_price_cents, active, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT market, category_id, lowest_price_cents, active, -1 AS d FROM old_rows'
    ELSE 'SELECT market, category_id, lowest_price_cents, active, -1 AS d FROM old_rows
          UNION ALL SELECT market, category_id, lowest_price_cents, active, 1 FROM new_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO product_price_counts AS r (market, category_id, price_cents, products)
      SELECT p.market, c.id, p.lowest_price_cents, sum(p.d)
      FROM (%s) p
      CROSS JOIN LATERAL (VALUES (p.category_id), ('00000000-0000-0000-0000-000000000000'::uuid)) c(id)
      WHERE p.active AND c.id IS NOT NULL
      GROUP BY 1, 2, 3 HAVING sum(p.d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (market, category_id, price_cents)
      DO UPDATE SET products = r.products + excluded.products$q$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_price_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE product_price_counts;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER product_price_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_price_counts_follow();
--> statement-breakpoint
CREATE TRIGGER product_price_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_price_counts_follow();
--> statement-breakpoint
CREATE TRIGGER product_price_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_price_counts_follow();
--> statement-breakpoint
CREATE TRIGGER product_price_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_price_counts_truncate();
--> statement-breakpoint
INSERT INTO product_price_counts (market, category_id, price_cents, products)
  SELECT p.market, c.id, p.lowest_price_cents, count(*)
  FROM products p
  CROSS JOIN LATERAL (VALUES (p.category_id), ('00000000-0000-0000-0000-000000000000'::uuid)) c(id)
  WHERE p.active AND c.id IS NOT NULL
  GROUP BY 1, 2, 3;
