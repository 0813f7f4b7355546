-- The newest products of the staff overview (analytics.repo.ts latestExperiences) are read by
-- `created desc, id`. products_created_idx (created alone) could not give that order when many
-- products share one `created` (a catalogue imported at once: the seed gives all 100,000 the
-- same), so PostgreSQL sorted the whole table, 180 ms at 100,000 products. This index is that
-- order itself and takes its place (its range reads by `created` still work).
DROP INDEX IF EXISTS "products_created_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_created_id_idx" ON "products" ("created" DESC, "id");
