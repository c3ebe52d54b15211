CREATE TABLE "clever_user_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clever_user_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"clever_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"connected_by" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nightly" boolean DEFAULT false NOT NULL,
	"update_type" text DEFAULT 'Merge' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clever_user_links" ADD CONSTRAINT "clever_user_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_connections" ADD CONSTRAINT "sync_connections_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_connections" ADD CONSTRAINT "sync_connections_connected_by_teachers_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clever_user_links_clever_idx" ON "clever_user_links" USING btree ("clever_user_id");--> statement-breakpoint
CREATE INDEX "clever_user_links_user_idx" ON "clever_user_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_connections_school_provider_idx" ON "sync_connections" USING btree ("school_id","provider");--> statement-breakpoint
CREATE INDEX "sync_connections_external_idx" ON "sync_connections" USING btree ("provider","external_id");