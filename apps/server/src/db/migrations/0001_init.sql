CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_valid_request_date" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"phone" text DEFAULT '' NOT NULL,
	"market" text DEFAULT 'GTA' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"integration" jsonb,
	"on_boarding" boolean DEFAULT false NOT NULL,
	"entered_banking_info" boolean DEFAULT false NOT NULL,
	"confirmed_email" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"signup_date" timestamp with time zone DEFAULT now() NOT NULL,
	"stripe_account" text,
	"ip_address" text,
	"mail_confirmation_token_hash" text,
	"password_reset_token_hash" text,
	"password_reset_expires" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"market" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"commission" numeric DEFAULT 15 NOT NULL,
	"vendor_agreement_date" timestamp with time zone,
	"url" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'company' NOT NULL,
	"tax_id" text,
	"payout_preference" text DEFAULT 'stripe' NOT NULL,
	"sku_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"group_notes" text DEFAULT '' NOT NULL,
	"uid" text,
	"company_id" text,
	"tax" numeric,
	"integration" jsonb,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stripe" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verification" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_business_id_unique" UNIQUE("business_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_number" integer DEFAULT 0 NOT NULL,
	"parent_category_id" uuid,
	"parent_category_name" text,
	"image" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"val" text NOT NULL,
	"market" text DEFAULT '' NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"currency" text,
	"coordinates" text,
	"country" text,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"business_id" text,
	"category_id" uuid,
	"market" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"lowest_price_cents" integer DEFAULT 9999900 NOT NULL,
	"tax" numeric,
	"integration" jsonb,
	"computed_rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"tripadvisor_location_id" text,
	"elfsight_id" text,
	"company_id" text,
	"availability" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"experience_sku" text NOT NULL,
	"external_sku" text,
	"description" text DEFAULT '' NOT NULL,
	"included" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"mrp_cents" integer DEFAULT 0 NOT NULL,
	"fee" numeric DEFAULT 0 NOT NULL,
	"commission" numeric,
	"promo_code" text,
	"is_group" boolean DEFAULT false NOT NULL,
	"is_private_sale" boolean DEFAULT false NOT NULL,
	"experience_date" timestamp with time zone,
	"has_callout" boolean DEFAULT false NOT NULL,
	"callout_text" text DEFAULT '' NOT NULL,
	"min_people" integer DEFAULT 1 NOT NULL,
	"max_people" integer DEFAULT 10 NOT NULL,
	"min_purchase" integer DEFAULT 1 NOT NULL,
	"purchase_type" text DEFAULT 'person' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"location" jsonb,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "variants_experience_sku_unique" UNIQUE("experience_sku")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"minimum_cart_value_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'fixed' NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"order_no" serial NOT NULL,
	"business_id" text,
	"user_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_val" integer DEFAULT 110 NOT NULL,
	"status" jsonb DEFAULT '{"name":"","status":""}'::jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"tax" numeric DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"coupon_code" text,
	"booking_code" text,
	"booking_notes" text DEFAULT '' NOT NULL,
	"payment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_intent_id" text,
	"client_secret" text,
	"entered" jsonb DEFAULT '{"status":false}'::jsonb NOT NULL,
	"integration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stripe" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"partner_input" text,
	"refund_date" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"client_secret" text,
	"related_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_records_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier" text NOT NULL,
	"charge_cents" integer DEFAULT 0 NOT NULL,
	"free_shipping_cents" integer DEFAULT 0 NOT NULL,
	"min_weight" integer DEFAULT 0 NOT NULL,
	"max_weight" integer DEFAULT 0 NOT NULL,
	"country" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_title" text NOT NULL,
	"slug" text NOT NULL,
	"page_description" text DEFAULT '' NOT NULL,
	"page_image" text DEFAULT '' NOT NULL,
	"market" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"button_text" text DEFAULT '' NOT NULL,
	"button_url" text DEFAULT '' NOT NULL,
	"related_title" text DEFAULT '' NOT NULL,
	"related" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant" integer DEFAULT -1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"flavor_text" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"experience_sku" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" text NOT NULL,
	"product_id" uuid,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" text NOT NULL,
	"username" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"published_date" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"rating" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "click_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"cookie_id" text DEFAULT '' NOT NULL,
	"intent" text NOT NULL,
	"partner_name" text DEFAULT '' NOT NULL,
	"partner_id" text DEFAULT '' NOT NULL,
	"partner_city" text DEFAULT '' NOT NULL,
	"user_id" text,
	"category_name" text DEFAULT '' NOT NULL,
	"market" text DEFAULT '' NOT NULL,
	"experience_sku" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mailing_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_address" text NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"merge_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_subscriptions_email_address_unique" UNIQUE("email_address")
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"cookie_id" text DEFAULT '' NOT NULL,
	"user_id" text,
	"market" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_user_idx" ON "oauth_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_signup_date_idx" ON "users" USING btree ("signup_date");--> statement-breakpoint
CREATE INDEX "users_mail_token_idx" ON "users" USING btree ("mail_confirmation_token_hash");--> statement-breakpoint
CREATE INDEX "users_reset_token_idx" ON "users" USING btree ("password_reset_token_hash");--> statement-breakpoint
CREATE INDEX "businesses_market_idx" ON "businesses" USING btree ("market");--> statement-breakpoint
CREATE INDEX "businesses_user_idx" ON "businesses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "features_key_val_market_idx" ON "features" USING btree ("key","val","market");--> statement-breakpoint
CREATE INDEX "features_market_idx" ON "features" USING btree ("market");--> statement-breakpoint
CREATE INDEX "products_market_active_idx" ON "products" USING btree ("market","active");--> statement-breakpoint
CREATE INDEX "products_business_idx" ON "products" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_market_price_idx" ON "products" USING btree ("market","lowest_price_cents");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated");--> statement-breakpoint
CREATE INDEX "products_features_idx" ON "products" USING gin ("features" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "variants_product_slug_idx" ON "variants" USING btree ("product_id","slug");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "orders_business_idx" ON "orders" USING btree ("business_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status_val","order_date");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "orders_intent_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_records_related_idx" ON "payment_records" USING btree ("related_id");--> statement-breakpoint
CREATE INDEX "feature_pages_market_idx" ON "feature_pages" USING btree ("market","position");--> statement-breakpoint
CREATE INDEX "feature_pages_slug_idx" ON "feature_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "list_items_list_idx" ON "list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "lists_email_idx" ON "lists" USING btree ("email");--> statement-breakpoint
CREATE INDEX "reviews_partner_idx" ON "reviews" USING btree ("partner_id","date");--> statement-breakpoint
CREATE INDEX "reviews_email_idx" ON "reviews" USING btree ("email");--> statement-breakpoint
CREATE INDEX "third_party_reviews_location_idx" ON "third_party_reviews" USING btree ("location_id","published_date");--> statement-breakpoint
CREATE INDEX "click_events_time_idx" ON "click_events" USING btree ("time");--> statement-breakpoint
CREATE INDEX "click_events_market_time_idx" ON "click_events" USING btree ("market","time");--> statement-breakpoint
CREATE INDEX "click_events_partner_idx" ON "click_events" USING btree ("partner_id","time");--> statement-breakpoint
CREATE INDEX "emails_created_idx" ON "emails" USING btree ("created");--> statement-breakpoint
CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to");--> statement-breakpoint
CREATE INDEX "search_logs_time_idx" ON "search_logs" USING btree ("time");