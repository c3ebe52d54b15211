CREATE INDEX "assignments_school_kind_start_idx" ON "assignments" USING btree ("school_id","kind","start_date");--> statement-breakpoint
CREATE INDEX "practice_answers_school_answered_idx" ON "practice_answers" USING btree ("school_id","answered_at","id");--> statement-breakpoint
CREATE INDEX "student_answers_school_answered_idx" ON "student_answers" USING btree ("school_id","answered_at","id");