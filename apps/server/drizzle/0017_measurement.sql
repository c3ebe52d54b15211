CREATE TABLE "question_measures" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"difficulty" double precision NOT NULL,
	"variance" double precision NOT NULL,
	"answer_count" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_strand_measures" (
	"student_id" integer NOT NULL,
	"strand" text NOT NULL,
	"school_id" integer NOT NULL,
	"ability" double precision NOT NULL,
	"variance" double precision NOT NULL,
	"answer_count" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_strand_measures_student_id_strand_pk" PRIMARY KEY("student_id","strand")
);
--> statement-breakpoint
CREATE TABLE "student_topic_measures" (
	"student_id" integer NOT NULL,
	"topic_unit_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"ability" double precision NOT NULL,
	"variance" double precision NOT NULL,
	"answer_count" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_topic_measures_student_id_topic_unit_id_pk" PRIMARY KEY("student_id","topic_unit_id")
);
--> statement-breakpoint
DROP TABLE "student_abilities" CASCADE;--> statement-breakpoint
ALTER TABLE "question_measures" ADD CONSTRAINT "question_measures_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_strand_measures" ADD CONSTRAINT "student_strand_measures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_strand_measures" ADD CONSTRAINT "student_strand_measures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_topic_measures" ADD CONSTRAINT "student_topic_measures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_topic_measures" ADD CONSTRAINT "student_topic_measures_topic_unit_id_topic_units_id_fk" FOREIGN KEY ("topic_unit_id") REFERENCES "public"."topic_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_topic_measures" ADD CONSTRAINT "student_topic_measures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_strand_measures_school_strand_idx" ON "student_strand_measures" USING btree ("school_id","strand");--> statement-breakpoint
CREATE INDEX "student_topic_measures_school_topic_idx" ON "student_topic_measures" USING btree ("school_id","topic_unit_id");--> statement-breakpoint
-- The measurement model's step in SQL (decision 0014), the twin of apps/server/src/measurement/rasch.ts
-- with no guessing floor; measurement-sql.api.test.ts holds the two to the same numbers. Each body is
-- one expression with no FROM, so the planner inlines it into the answer statement. Glicko's
-- attenuation of a logit difference by the opponent's variance:
CREATE FUNCTION rasch_attenuation(opponent_variance double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select 1 / sqrt(1 + 3 * opponent_variance / (pi() * pi())) $$;
--> statement-breakpoint
-- P(right) for gap = ability − difficulty, attenuated by the opponent's variance.
CREATE FUNCTION rasch_p(gap double precision, opponent_variance double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select 1 / (1 + exp(-rasch_attenuation(opponent_variance) * gap)) $$;
--> statement-breakpoint
-- A belief's variance after one answer (gap before the answer).
CREATE FUNCTION rasch_variance(self_variance double precision, gap double precision, opponent_variance double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select 1 / (1 / self_variance + rasch_attenuation(opponent_variance) ^ 2
    * rasch_p(gap, opponent_variance) * (1 - rasch_p(gap, opponent_variance)))
$$;
--> statement-breakpoint
-- How far the student's mean moves (the question's moves by the negative): new variance × g × (y − p).
CREATE FUNCTION rasch_shift(self_variance double precision, gap double precision, opponent_variance double precision, correct boolean)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select rasch_variance(self_variance, gap, opponent_variance) * rasch_attenuation(opponent_variance)
    * ((case when correct then 1 else 0 end) - rasch_p(gap, opponent_variance))
$$;
--> statement-breakpoint
-- A student measure's variance grown by the days since its last answer (0.0015 a day), capped at the prior's 1.5.
CREATE FUNCTION rasch_drift(variance double precision, measured_at timestamptz, answered_at timestamptz)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when answered_at > measured_at
    then least(greatest(variance, 1.5), variance + 0.0015 * extract(epoch from answered_at - measured_at) / 86400)
    else variance end
$$;
