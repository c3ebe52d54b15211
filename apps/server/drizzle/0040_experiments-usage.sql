CREATE TABLE "experiment_assignments" (
	"experiment_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"variant" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_assignments_experiment_key_user_id_pk" PRIMARY KEY("experiment_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_assignments_user_idx" ON "experiment_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignments_school_start_idx" ON "assignments" USING btree ("school_id","start_date");