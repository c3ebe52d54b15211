CREATE TABLE "sync_links" (
	"school_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"provider_id" text NOT NULL,
	"action" text DEFAULT 'link' NOT NULL,
	"local_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"update_type" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" integer,
	"nightly" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"items_read" integer DEFAULT 0 NOT NULL,
	"error" text,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "sync_links" ADD CONSTRAINT "sync_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_started_by_teachers_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_links_provider_idx" ON "sync_links" USING btree ("school_id","provider","kind","provider_id");--> statement-breakpoint
CREATE INDEX "sync_links_local_idx" ON "sync_links" USING btree ("school_id","kind","local_id");--> statement-breakpoint
CREATE INDEX "sync_runs_school_idx" ON "sync_runs" USING btree ("school_id","provider","mode","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running_idx" ON "sync_runs" USING btree ("school_id","provider") WHERE "sync_runs"."status" = 'running';