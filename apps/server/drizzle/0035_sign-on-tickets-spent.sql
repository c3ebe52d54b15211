CREATE TABLE "sign_on_tickets_spent" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_on_tickets_spent_expires_idx" ON "sign_on_tickets_spent" USING btree ("expires_at");