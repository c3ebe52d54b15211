CREATE TABLE "report_class_topic_weeks" (
	"school_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"group_id" integer NOT NULL,
	"topic_unit_id" integer NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	CONSTRAINT "report_class_topic_weeks_school_id_week_start_group_id_topic_unit_id_pk" PRIMARY KEY("school_id","week_start","group_id","topic_unit_id")
);
--> statement-breakpoint
CREATE TABLE "report_misconception_weeks" (
	"school_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"group_id" integer NOT NULL,
	"misconception_id" integer NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "report_misconception_weeks_school_id_week_start_group_id_misconception_id_pk" PRIMARY KEY("school_id","week_start","group_id","misconception_id")
);
--> statement-breakpoint
ALTER TABLE "report_class_topic_weeks" ADD CONSTRAINT "report_class_topic_weeks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_misconception_weeks" ADD CONSTRAINT "report_misconception_weeks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_class_topic_weeks_group_idx" ON "report_class_topic_weeks" USING btree ("group_id","week_start");--> statement-breakpoint
CREATE INDEX "report_misconception_weeks_group_idx" ON "report_misconception_weeks" USING btree ("group_id","week_start");