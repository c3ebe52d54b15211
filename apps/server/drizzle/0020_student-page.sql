CREATE TABLE "student_misconceptions" (
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"misconception_id" integer NOT NULL,
	"times_held" integer NOT NULL,
	"first_held_at" timestamp with time zone NOT NULL,
	"last_held_at" timestamp with time zone NOT NULL,
	"fixed_at" timestamp with time zone,
	CONSTRAINT "student_misconceptions_student_id_misconception_id_pk" PRIMARY KEY("student_id","misconception_id")
);
--> statement-breakpoint
ALTER TABLE "student_misconceptions" ADD CONSTRAINT "student_misconceptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_misconceptions" ADD CONSTRAINT "student_misconceptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_misconceptions_school_idx" ON "student_misconceptions" USING btree ("school_id","misconception_id");