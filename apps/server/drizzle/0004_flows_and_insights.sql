CREATE TABLE "flow_generator_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_generator_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"template_slug" text NOT NULL,
	"is_preview" boolean NOT NULL,
	"title" text NOT NULL,
	"learning_intention" text NOT NULL,
	"quiz_id" integer,
	"assignment_id" integer,
	"quiz_session_id" integer,
	"question_sequence" integer,
	"question_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flow_generator_session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"flow_item_group" text NOT NULL,
	"position" integer NOT NULL,
	"sequence" integer NOT NULL,
	"date_dispatched" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text,
	"image_url" text,
	"video_url" text,
	"file_url" text,
	"radio_buttons" jsonb,
	"content_type" text NOT NULL,
	"milli_seconds_delay" integer DEFAULT 0 NOT NULL,
	"flow_item_type" text NOT NULL,
	"response_value" text,
	"response_is_correct" boolean,
	"response_time_taken_ms" integer,
	"responded_at" timestamp with time zone,
	"client_response_id" uuid
);
--> statement-breakpoint
CREATE TABLE "answer_feedback" (
	"student_answer_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"comment" text NOT NULL,
	"teacher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mark_corrections" (
	"assignment_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"correct_letter" text NOT NULL,
	"corrected_by_teacher_id" integer,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mark_corrections_assignment_id_question_id_pk" PRIMARY KEY("assignment_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "flow_generator_sessions" ADD CONSTRAINT "flow_generator_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_generator_sessions" ADD CONSTRAINT "flow_generator_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_generator_sessions" ADD CONSTRAINT "flow_generator_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_generator_sessions" ADD CONSTRAINT "flow_generator_sessions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_generator_sessions" ADD CONSTRAINT "flow_generator_sessions_quiz_session_id_quiz_sessions_id_fk" FOREIGN KEY ("quiz_session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_items" ADD CONSTRAINT "flow_items_flow_generator_session_id_flow_generator_sessions_id_fk" FOREIGN KEY ("flow_generator_session_id") REFERENCES "public"."flow_generator_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_items" ADD CONSTRAINT "flow_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_student_answer_id_student_answers_id_fk" FOREIGN KEY ("student_answer_id") REFERENCES "public"."student_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_corrections" ADD CONSTRAINT "mark_corrections_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_corrections" ADD CONSTRAINT "mark_corrections_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_corrections" ADD CONSTRAINT "mark_corrections_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_corrections" ADD CONSTRAINT "mark_corrections_corrected_by_teacher_id_teachers_id_fk" FOREIGN KEY ("corrected_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_generator_sessions_quiz_session_idx" ON "flow_generator_sessions" USING btree ("quiz_session_id","template_slug");--> statement-breakpoint
CREATE INDEX "flow_generator_sessions_user_idx" ON "flow_generator_sessions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "flow_generator_sessions_assignment_idx" ON "flow_generator_sessions" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_items_session_sequence_idx" ON "flow_items" USING btree ("flow_generator_session_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_items_client_response_idx" ON "flow_items" USING btree ("client_response_id");--> statement-breakpoint
CREATE INDEX "flow_items_user_idx" ON "flow_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "answer_feedback_assignment_idx" ON "answer_feedback" USING btree ("assignment_id","student_answer_id");--> statement-breakpoint
CREATE INDEX "practice_answers_school_question_idx" ON "practice_answers" USING btree ("school_id","question_id","student_id");