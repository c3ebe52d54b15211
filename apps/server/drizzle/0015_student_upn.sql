ALTER TABLE "students" ADD COLUMN "upn" text;--> statement-breakpoint
CREATE INDEX "students_school_upn_idx" ON "students" USING btree ("school_id","upn");