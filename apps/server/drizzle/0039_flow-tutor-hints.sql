CREATE TABLE "flow_tutor_hints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_tutor_hints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flow_generator_session_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"basis_item_id" integer NOT NULL,
	"hint_number" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_tutor_hints" ADD CONSTRAINT "flow_tutor_hints_flow_generator_session_id_flow_generator_sessions_id_fk" FOREIGN KEY ("flow_generator_session_id") REFERENCES "public"."flow_generator_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_tutor_hints_question_idx" ON "flow_tutor_hints" USING btree ("flow_generator_session_id","question_id","basis_item_id","hint_number");