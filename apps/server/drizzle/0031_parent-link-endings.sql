CREATE TABLE "parent_link_endings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_link_endings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_user_id" integer NOT NULL,
	"child_first_name" text,
	"school_name" text NOT NULL,
	"reason" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parent_link_endings" ADD CONSTRAINT "parent_link_endings_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_link_endings_parent_idx" ON "parent_link_endings" USING btree ("parent_user_id","dismissed_at");--> statement-breakpoint
CREATE INDEX "parent_link_endings_unsent_idx" ON "parent_link_endings" USING btree ("emailed_at","id");