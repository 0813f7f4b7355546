ALTER TABLE "availability_holds" ADD COLUMN "reservation_id" text;--> statement-breakpoint
ALTER TABLE "availability_holds" ADD COLUMN "platform_state" text;--> statement-breakpoint
ALTER TABLE "availability_holds" ADD COLUMN "platform_booking_id" text;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD COLUMN "external_id" text;