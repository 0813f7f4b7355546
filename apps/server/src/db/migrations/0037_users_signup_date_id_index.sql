-- The staff overview's newest users (analytics.repo.ts latestUsers) and the customers table's
-- default order are read by `signup_date desc, id`. users_signup_date_idx (signup_date alone)
-- could not give that order when many users share one sign-up time, as users imported at once
-- do: with 200,000 such users PostgreSQL sorted them all, 77-127 ms for the newest five. This
-- index is that order itself (0.06 ms) and takes its place; a range of sign-up times can still
-- be read from it.
DROP INDEX "users_signup_date_idx";
--> statement-breakpoint
CREATE INDEX "users_signup_date_id_idx" ON "users" USING btree ("signup_date" DESC NULLS FIRST,"id");
