CREATE TABLE "student_baselines" (
	"student_id" integer NOT NULL,
	"strand" text NOT NULL,
	"school_id" integer NOT NULL,
	"ability" double precision NOT NULL,
	"variance" double precision NOT NULL,
	"answer_count" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"assignment_id" integer,
	CONSTRAINT "student_baselines_student_id_strand_pk" PRIMARY KEY("student_id","strand")
);
--> statement-breakpoint
CREATE TABLE "student_measure_weeks" (
	"student_id" integer NOT NULL,
	"strand" text NOT NULL,
	"week_start" date NOT NULL,
	"school_id" integer NOT NULL,
	"ability" double precision NOT NULL,
	"variance" double precision NOT NULL,
	"answer_count" integer NOT NULL,
	CONSTRAINT "student_measure_weeks_student_id_strand_week_start_pk" PRIMARY KEY("student_id","strand","week_start")
);
--> statement-breakpoint
ALTER TABLE "student_baselines" ADD CONSTRAINT "student_baselines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_baselines" ADD CONSTRAINT "student_baselines_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_baselines" ADD CONSTRAINT "student_baselines_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_measure_weeks" ADD CONSTRAINT "student_measure_weeks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_measure_weeks" ADD CONSTRAINT "student_measure_weeks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_baselines_school_idx" ON "student_baselines" USING btree ("school_id","strand");--> statement-breakpoint
CREATE INDEX "student_measure_weeks_school_idx" ON "student_measure_weeks" USING btree ("school_id","strand","week_start");