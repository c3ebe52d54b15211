CREATE TABLE "class_message_recipients" (
	"message_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "class_message_recipients_message_id_student_id_pk" PRIMARY KEY("message_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"teacher_id" integer,
	"body" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "motivational_features_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "class_message_recipients" ADD CONSTRAINT "class_message_recipients_message_id_class_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."class_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_message_recipients" ADD CONSTRAINT "class_message_recipients_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_message_recipients" ADD CONSTRAINT "class_message_recipients_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_messages" ADD CONSTRAINT "class_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_messages" ADD CONSTRAINT "class_messages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_messages" ADD CONSTRAINT "class_messages_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_message_recipients_student_idx" ON "class_message_recipients" USING btree ("student_id","message_id");--> statement-breakpoint
CREATE INDEX "class_messages_group_idx" ON "class_messages" USING btree ("group_id","created_at");