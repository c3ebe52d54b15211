CREATE TABLE "collection_topic_units" (
	"collection_id" integer NOT NULL,
	"topic_unit_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_topic_units_collection_id_topic_unit_id_pk" PRIMARY KEY("collection_id","topic_unit_id")
);
--> statement-breakpoint
CREATE TABLE "constructs" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"strand" text NOT NULL,
	"subject_id" integer NOT NULL,
	"topic_unit_id" integer NOT NULL,
	"year_group" integer NOT NULL,
	"difficulty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_units" (
	"id" integer PRIMARY KEY NOT NULL,
	"scheme_id" integer NOT NULL,
	"name" text NOT NULL,
	"year_group" integer NOT NULL,
	"after_term" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "misconceptions" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"how_to_fix" text NOT NULL,
	"subject_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"letter" text NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"misconception_id" integer
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"construct_id" integer NOT NULL,
	"topic_unit_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"year_group" integer NOT NULL,
	"difficulty" integer NOT NULL,
	"stem" text NOT NULL,
	"diagram_svg" text,
	"diagram_alt" text
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	CONSTRAINT "quiz_questions_quiz_id_sequence_pk" PRIMARY KEY("quiz_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"topic_unit_id" integer,
	"year_group" integer,
	"short_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheme_labels" (
	"id" integer PRIMARY KEY NOT NULL,
	"scheme_id" integer NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"strand_subject_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheme_quizzes" (
	"id" integer PRIMARY KEY NOT NULL,
	"scheme_id" integer NOT NULL,
	"scheme_label_id" integer,
	"topic_unit_id" integer NOT NULL,
	"quiz_id" integer,
	"year_group" integer NOT NULL,
	"term" integer NOT NULL,
	"week" integer NOT NULL,
	"weeks" integer NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"year_groups" integer[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_pathway_collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_unit_tags" (
	"topic_unit_id" integer NOT NULL,
	"topic_tag_id" integer NOT NULL,
	CONSTRAINT "topic_unit_tags_topic_unit_id_topic_tag_id_pk" PRIMARY KEY("topic_unit_id","topic_tag_id")
);
--> statement-breakpoint
CREATE TABLE "topic_units" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"strand" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_topic_units" ADD CONSTRAINT "collection_topic_units_collection_id_topic_pathway_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."topic_pathway_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_topic_units" ADD CONSTRAINT "collection_topic_units_topic_unit_id_topic_units_id_fk" FOREIGN KEY ("topic_unit_id") REFERENCES "public"."topic_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_units" ADD CONSTRAINT "holiday_units_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_misconception_id_misconceptions_id_fk" FOREIGN KEY ("misconception_id") REFERENCES "public"."misconceptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_construct_id_constructs_id_fk" FOREIGN KEY ("construct_id") REFERENCES "public"."constructs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_topic_unit_id_topic_units_id_fk" FOREIGN KEY ("topic_unit_id") REFERENCES "public"."topic_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_labels" ADD CONSTRAINT "scheme_labels_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_quizzes" ADD CONSTRAINT "scheme_quizzes_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_quizzes" ADD CONSTRAINT "scheme_quizzes_scheme_label_id_scheme_labels_id_fk" FOREIGN KEY ("scheme_label_id") REFERENCES "public"."scheme_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_quizzes" ADD CONSTRAINT "scheme_quizzes_topic_unit_id_topic_units_id_fk" FOREIGN KEY ("topic_unit_id") REFERENCES "public"."topic_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_quizzes" ADD CONSTRAINT "scheme_quizzes_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_unit_tags" ADD CONSTRAINT "topic_unit_tags_topic_unit_id_topic_units_id_fk" FOREIGN KEY ("topic_unit_id") REFERENCES "public"."topic_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_unit_tags" ADD CONSTRAINT "topic_unit_tags_topic_tag_id_topic_tags_id_fk" FOREIGN KEY ("topic_tag_id") REFERENCES "public"."topic_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_topic_units_unit_idx" ON "collection_topic_units" USING btree ("topic_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "misconceptions_slug_idx" ON "misconceptions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_token_hash_idx" ON "partners" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_question_letter_idx" ON "question_answers" USING btree ("question_id","letter");--> statement-breakpoint
CREATE INDEX "question_answers_misconception_idx" ON "question_answers" USING btree ("misconception_id");--> statement-breakpoint
CREATE INDEX "questions_topic_unit_idx" ON "questions" USING btree ("topic_unit_id");--> statement-breakpoint
CREATE INDEX "questions_construct_idx" ON "questions" USING btree ("construct_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_question_idx" ON "quiz_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_short_code_idx" ON "quizzes" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "quizzes_topic_unit_idx" ON "quizzes" USING btree ("topic_unit_id");--> statement-breakpoint
CREATE INDEX "scheme_quizzes_scheme_idx" ON "scheme_quizzes" USING btree ("scheme_id","sequence");--> statement-breakpoint
CREATE INDEX "subjects_parent_idx" ON "subjects" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "topic_unit_tags_tag_idx" ON "topic_unit_tags" USING btree ("topic_tag_id");