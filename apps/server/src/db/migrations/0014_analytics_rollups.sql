CREATE TABLE "analytics_click_days" (
	"day" date NOT NULL,
	"market" text NOT NULL,
	"intent" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_click_days_day_market_intent_pk" PRIMARY KEY("day","market","intent")
);
--> statement-breakpoint
CREATE TABLE "analytics_click_item_days" (
	"day" date NOT NULL,
	"market" text NOT NULL,
	"intent" text NOT NULL,
	"partner_id" text NOT NULL,
	"experience_sku" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_click_item_days_day_market_intent_partner_id_experience_sku_pk" PRIMARY KEY("day","market","intent","partner_id","experience_sku")
);
--> statement-breakpoint
CREATE TABLE "analytics_click_totals" (
	"market" text NOT NULL,
	"intent" text NOT NULL,
	"partner_id" text NOT NULL,
	"experience_sku" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"partner_name" text DEFAULT '' NOT NULL,
	"partner_city" text DEFAULT '' NOT NULL,
	"last_time" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_click_totals_market_intent_partner_id_experience_sku_pk" PRIMARY KEY("market","intent","partner_id","experience_sku")
);
--> statement-breakpoint
CREATE TABLE "analytics_market_zones" (
	"market" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_click_item_days_partner_idx" ON "analytics_click_item_days" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "analytics_click_totals_partner_idx" ON "analytics_click_totals" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "analytics_click_totals_experience_idx" ON "analytics_click_totals" USING btree ("experience_sku");--> statement-breakpoint
-- Market time zones (the same pairs as MARKET_TIME_ZONES in packages/contract/src/analytics.ts).
INSERT INTO "analytics_market_zones" ("market", "time_zone") VALUES
  ('BOS', 'America/New_York'), ('CHI', 'America/Chicago'), ('FL', 'America/New_York'),
  ('HI', 'Pacific/Honolulu'), ('LA', 'America/Los_Angeles'), ('NYC', 'America/New_York'),
  ('OUS', 'America/New_York'), ('CGY', 'America/Edmonton'), ('GTA', 'America/Toronto'),
  ('VAN', 'America/Vancouver'), ('OCA', 'America/Toronto')
ON CONFLICT ("market") DO NOTHING;
--> statement-breakpoint
-- The rollups follow click_events in the writer's own transaction: one upsert per table per
-- statement (grouped, in key order so concurrent writers lock rows in the same order).
CREATE OR REPLACE FUNCTION analytics_click_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    WITH d AS (
      SELECT (o.time AT TIME ZONE coalesce(z.time_zone, 'America/Toronto'))::date AS day,
             o.market, o.intent, o.partner_id, o.experience_sku
      FROM old_rows o LEFT JOIN analytics_market_zones z ON z.market = o.market
    ), a AS (
      UPDATE analytics_click_days r SET clicks = r.clicks - g.n
      FROM (SELECT day, market, intent, count(*)::int AS n FROM d GROUP BY 1, 2, 3) g
      WHERE r.day = g.day AND r.market = g.market AND r.intent = g.intent
    ), b AS (
      UPDATE analytics_click_item_days r SET clicks = r.clicks - g.n
      FROM (SELECT day, market, intent, partner_id, experience_sku, count(*)::int AS n
            FROM d GROUP BY 1, 2, 3, 4, 5) g
      WHERE r.day = g.day AND r.market = g.market AND r.intent = g.intent
        AND r.partner_id = g.partner_id AND r.experience_sku = g.experience_sku
    )
    UPDATE analytics_click_totals r SET clicks = r.clicks - g.n
    FROM (SELECT market, intent, partner_id, experience_sku, count(*)::int AS n
          FROM d GROUP BY 1, 2, 3, 4) g
    WHERE r.market = g.market AND r.intent = g.intent AND r.partner_id = g.partner_id
      AND r.experience_sku = g.experience_sku;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    WITH b AS (
      SELECT (n.time AT TIME ZONE coalesce(z.time_zone, 'America/Toronto'))::date AS day,
             n.market, n.intent
      FROM new_rows n LEFT JOIN analytics_market_zones z ON z.market = n.market
    )
    INSERT INTO analytics_click_days AS r (day, market, intent, clicks)
      SELECT day, market, intent, count(*) FROM b GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, market, intent) DO UPDATE SET clicks = r.clicks + excluded.clicks;
    WITH b AS (
      SELECT (n.time AT TIME ZONE coalesce(z.time_zone, 'America/Toronto'))::date AS day,
             n.market, n.intent, n.partner_id, n.experience_sku
      FROM new_rows n LEFT JOIN analytics_market_zones z ON z.market = n.market
    )
    INSERT INTO analytics_click_item_days AS r
        (day, market, intent, partner_id, experience_sku, clicks)
      SELECT day, market, intent, partner_id, experience_sku, count(*) FROM b
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, market, intent, partner_id, experience_sku)
      DO UPDATE SET clicks = r.clicks + excluded.clicks;
    INSERT INTO analytics_click_totals AS r
        (market, intent, partner_id, experience_sku, clicks, partner_name, partner_city, last_time)
      SELECT market, intent, partner_id, experience_sku, count(*),
             (array_agg(partner_name ORDER BY time DESC))[1],
             (array_agg(partner_city ORDER BY time DESC))[1], max(time)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (market, intent, partner_id, experience_sku) DO UPDATE SET
      clicks = r.clicks + excluded.clicks,
      partner_name = CASE WHEN excluded.last_time >= r.last_time
        THEN excluded.partner_name ELSE r.partner_name END,
      partner_city = CASE WHEN excluded.last_time >= r.last_time
        THEN excluded.partner_city ELSE r.partner_city END,
      last_time = greatest(r.last_time, excluded.last_time);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_click_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE analytics_click_days, analytics_click_item_days, analytics_click_totals;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER analytics_click_rollup_insert AFTER INSERT ON click_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_click_rollup();
--> statement-breakpoint
CREATE TRIGGER analytics_click_rollup_update AFTER UPDATE ON click_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_click_rollup();
--> statement-breakpoint
CREATE TRIGGER analytics_click_rollup_delete AFTER DELETE ON click_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_click_rollup();
--> statement-breakpoint
CREATE TRIGGER analytics_click_rollup_truncate AFTER TRUNCATE ON click_events
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_click_rollup_truncate();
--> statement-breakpoint
-- Backfill from the events already recorded (the triggers keep them current from here).
INSERT INTO analytics_click_days (day, market, intent, clicks)
  SELECT (e.time AT TIME ZONE coalesce(z.time_zone, 'America/Toronto'))::date, e.market, e.intent,
         count(*)
  FROM click_events e LEFT JOIN analytics_market_zones z ON z.market = e.market
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO analytics_click_item_days (day, market, intent, partner_id, experience_sku, clicks)
  SELECT (e.time AT TIME ZONE coalesce(z.time_zone, 'America/Toronto'))::date, e.market, e.intent,
         e.partner_id, e.experience_sku, count(*)
  FROM click_events e LEFT JOIN analytics_market_zones z ON z.market = e.market
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO analytics_click_totals
    (market, intent, partner_id, experience_sku, clicks, partner_name, partner_city, last_time)
  SELECT market, intent, partner_id, experience_sku, count(*),
         (array_agg(partner_name ORDER BY time DESC))[1],
         (array_agg(partner_city ORDER BY time DESC))[1], max(time)
  FROM click_events GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Helpers of the other analytics reads (tables owned by other schema files; plain indexes).
CREATE INDEX IF NOT EXISTS "orders_analytics_counted_idx" ON "orders" ("order_date")
  WHERE "status_val" = 290 OR "status_val" >= 800;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_created_idx" ON "products" ("created");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_date_idx" ON "reviews" ("date");
