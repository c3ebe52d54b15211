CREATE TABLE "student_effort_weeks" (
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"time_on_task_ms" bigint DEFAULT 0 NOT NULL,
	"work_completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_effort_weeks_student_id_week_start_pk" PRIMARY KEY("student_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "student_effort_weeks" ADD CONSTRAINT "student_effort_weeks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_effort_weeks" ADD CONSTRAINT "student_effort_weeks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_effort_weeks_school_week_idx" ON "student_effort_weeks" USING btree ("school_id","week_start");