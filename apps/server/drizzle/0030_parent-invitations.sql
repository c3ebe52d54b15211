ALTER TABLE "invitations" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_email" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_email2" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_student_idx" ON "invitations" USING btree ("student_id");