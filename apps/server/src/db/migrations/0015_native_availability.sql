CREATE TABLE "availability_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slot_id" uuid NOT NULL,
	"user_id" uuid,
	"seats" integer NOT NULL,
	"units" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"state" text DEFAULT 'ON_HOLD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_schedules" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"units" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"start_utc" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "availability_slots_counts_check" CHECK ("availability_slots"."held" >= 0 and "availability_slots"."sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "availability_holds" ADD CONSTRAINT "availability_holds_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_holds" ADD CONSTRAINT "availability_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_schedules" ADD CONSTRAINT "availability_schedules_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_holds_live_idx" ON "availability_holds" USING btree ("slot_id","expires_at") WHERE "availability_holds"."state" = 'ON_HOLD';--> statement-breakpoint
CREATE UNIQUE INDEX "availability_slots_variant_start_idx" ON "availability_slots" USING btree ("variant_id","start_utc");