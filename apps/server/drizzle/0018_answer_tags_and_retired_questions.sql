ALTER TABLE "question_answers" ADD COLUMN "misconception_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;