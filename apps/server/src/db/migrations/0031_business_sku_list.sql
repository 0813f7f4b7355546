-- A business's sku_list is the SKUs of the products linked to it (products.business_id), kept by
-- the writes to products in the writer's own transaction, one statement per write. Nothing wrote
-- it before, so every business read as having no locations ('Please wait 1-3 business days ...'
-- on the business form, 'No SKUs listed.' in business management). An update recomputes only the
-- businesses a product left or joined, or whose product's SKU changed; other updates (a rating,
-- a price) touch no business.
CREATE OR REPLACE FUNCTION business_sku_list_of(code text) RETURNS jsonb LANGUAGE sql STABLE AS $fn$
  SELECT coalesce(jsonb_agg(p.sku ORDER BY p.sku), '[]'::jsonb) FROM products p
  WHERE p.business_id = code
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_sku_list_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE businesses SET sku_list = '[]'::jsonb WHERE sku_list <> '[]'::jsonb;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE businesses b SET sku_list = business_sku_list_of(b.business_id)
      WHERE b.business_id IN (SELECT business_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE businesses b SET sku_list = business_sku_list_of(b.business_id)
      WHERE b.business_id IN (SELECT business_id FROM old_rows);
  ELSE
    UPDATE businesses b SET sku_list = business_sku_list_of(b.business_id)
      WHERE b.business_id IN (
        SELECT t.code FROM new_rows n JOIN old_rows o ON o.id = n.id,
          LATERAL (VALUES (n.business_id), (o.business_id)) t(code)
        WHERE n.business_id IS DISTINCT FROM o.business_id OR n.sku IS DISTINCT FROM o.sku);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER business_sku_list_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_sku_list_follow();
--> statement-breakpoint
CREATE TRIGGER business_sku_list_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_sku_list_follow();
--> statement-breakpoint
CREATE TRIGGER business_sku_list_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_sku_list_follow();
--> statement-breakpoint
CREATE TRIGGER business_sku_list_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION business_sku_list_follow();
--> statement-breakpoint
-- A business created after products that name its code (an import, a seed) starts with them.
CREATE OR REPLACE FUNCTION business_sku_list_start() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.sku_list := business_sku_list_of(NEW.business_id);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER business_sku_list_start BEFORE INSERT OR UPDATE OF business_id ON businesses
  FOR EACH ROW EXECUTE FUNCTION business_sku_list_start();
--> statement-breakpoint
-- Every business's list from the products as they are: for the products already there, and for a
-- bulk load that turns the insert trigger off (each batch would rebuild every touched business's
-- whole list: quadratic in a business's products).
CREATE OR REPLACE FUNCTION business_sku_list_rebuild() RETURNS void LANGUAGE sql AS $fn$
  UPDATE businesses b SET sku_list = business_sku_list_of(b.business_id)
$fn$;
--> statement-breakpoint
SELECT business_sku_list_rebuild();
