CREATE TABLE "live_lesson_members" (
	"live_lesson_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"quiz_session_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_lesson_members_live_lesson_id_student_id_pk" PRIMARY KEY("live_lesson_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "live_lesson_questions" (
	"live_lesson_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"reached" text NOT NULL,
	CONSTRAINT "live_lesson_questions_live_lesson_id_question_id_pk" PRIMARY KEY("live_lesson_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "live_lesson_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_lesson_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"live_lesson_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"round" integer NOT NULL,
	"letter" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"misconception_id" integer,
	"student_answer_id" integer,
	"client_answer_id" uuid NOT NULL,
	"reason" text,
	"reason_hidden" boolean DEFAULT false NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"teacher_id" integer,
	"name" text NOT NULL,
	"join_code" text NOT NULL,
	"phase" text DEFAULT 'Waiting' NOT NULL,
	"current_question_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_lesson_members" ADD CONSTRAINT "live_lesson_members_live_lesson_id_live_lessons_id_fk" FOREIGN KEY ("live_lesson_id") REFERENCES "public"."live_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_members" ADD CONSTRAINT "live_lesson_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_members" ADD CONSTRAINT "live_lesson_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_members" ADD CONSTRAINT "live_lesson_members_quiz_session_id_quiz_sessions_id_fk" FOREIGN KEY ("quiz_session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_questions" ADD CONSTRAINT "live_lesson_questions_live_lesson_id_live_lessons_id_fk" FOREIGN KEY ("live_lesson_id") REFERENCES "public"."live_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_questions" ADD CONSTRAINT "live_lesson_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_questions" ADD CONSTRAINT "live_lesson_questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_votes" ADD CONSTRAINT "live_lesson_votes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_votes" ADD CONSTRAINT "live_lesson_votes_live_lesson_id_live_lessons_id_fk" FOREIGN KEY ("live_lesson_id") REFERENCES "public"."live_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_votes" ADD CONSTRAINT "live_lesson_votes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_votes" ADD CONSTRAINT "live_lesson_votes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lesson_votes" ADD CONSTRAINT "live_lesson_votes_student_answer_id_student_answers_id_fk" FOREIGN KEY ("student_answer_id") REFERENCES "public"."student_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lessons" ADD CONSTRAINT "live_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lessons" ADD CONSTRAINT "live_lessons_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lessons" ADD CONSTRAINT "live_lessons_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lessons" ADD CONSTRAINT "live_lessons_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lessons" ADD CONSTRAINT "live_lessons_current_question_id_questions_id_fk" FOREIGN KEY ("current_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_lesson_members_student_idx" ON "live_lesson_members" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_lesson_votes_round_idx" ON "live_lesson_votes" USING btree ("live_lesson_id","student_id","question_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "live_lesson_votes_client_idx" ON "live_lesson_votes" USING btree ("client_answer_id");--> statement-breakpoint
CREATE INDEX "live_lesson_votes_question_idx" ON "live_lesson_votes" USING btree ("live_lesson_id","question_id");--> statement-breakpoint
CREATE INDEX "live_lesson_votes_student_idx" ON "live_lesson_votes" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "live_lesson_votes_answer_idx" ON "live_lesson_votes" USING btree ("student_answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_lessons_running_code_idx" ON "live_lessons" USING btree ("join_code") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "live_lessons_group_idx" ON "live_lessons" USING btree ("group_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_lessons_assignment_idx" ON "live_lessons" USING btree ("assignment_id");