CREATE TABLE "report_school_misconception_weeks" (
	"school_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"misconception_id" integer NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "report_school_misconception_weeks_school_id_week_start_misconception_id_pk" PRIMARY KEY("school_id","week_start","misconception_id")
);
--> statement-breakpoint
ALTER TABLE "report_school_misconception_weeks" ADD CONSTRAINT "report_school_misconception_weeks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_students_progress_idx" ON "assignment_students" USING btree ("assignment_id","group_id","started_at","completed_at","answered_count","correct_count");--> statement-breakpoint
CREATE INDEX "student_measure_weeks_series_idx" ON "student_measure_weeks" USING btree ("school_id","strand","student_id","week_start","ability");--> statement-breakpoint
CREATE INDEX "report_misconception_weeks_misconception_idx" ON "report_misconception_weeks" USING btree ("school_id","misconception_id","week_start");