CREATE TABLE "question_measure_steps" (
	"question_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"answer_id" integer NOT NULL,
	"ability" double precision NOT NULL,
	"ability_variance" double precision NOT NULL,
	"is_correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_answer_deltas" (
	"school_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"group_id" integer NOT NULL,
	"topic_unit_id" integer NOT NULL,
	"is_correct" boolean NOT NULL,
	"misconception_id" integer
);
--> statement-breakpoint
CREATE INDEX "report_answer_deltas_school_idx" ON "report_answer_deltas" USING btree ("school_id");