CREATE TABLE "report_class_growth_weeks" (
	"school_id" integer NOT NULL,
	"strand" text NOT NULL,
	"group_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"students" integer NOT NULL,
	"total" double precision NOT NULL,
	"total_squares" double precision NOT NULL,
	"week_rows" integer NOT NULL,
	CONSTRAINT "report_class_growth_weeks_school_id_strand_group_id_week_start_pk" PRIMARY KEY("school_id","strand","group_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "report_growth_counted_groups" (
	"student_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "report_growth_counted_groups_student_id_group_id_pk" PRIMARY KEY("student_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "report_growth_counted_weeks" (
	"student_id" integer NOT NULL,
	"strand" text NOT NULL,
	"week_start" date NOT NULL,
	"school_id" integer NOT NULL,
	"ability" double precision NOT NULL,
	CONSTRAINT "report_growth_counted_weeks_student_id_strand_week_start_pk" PRIMARY KEY("student_id","strand","week_start")
);
--> statement-breakpoint
CREATE TABLE "report_growth_dirty" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "student_measure_weeks_series_idx";--> statement-breakpoint
ALTER TABLE "report_class_growth_weeks" ADD CONSTRAINT "report_class_growth_weeks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_growth_counted_groups" ADD CONSTRAINT "report_growth_counted_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_growth_counted_weeks" ADD CONSTRAINT "report_growth_counted_weeks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_growth_dirty" ADD CONSTRAINT "report_growth_dirty_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_growth_dirty_school_idx" ON "report_growth_dirty" USING btree ("school_id");--> statement-breakpoint
-- Issue 26 point 5 (decision 0058): a student whose weekly measures, baseline, classes or archiving change,
-- whoever changes them (the answer statements, the hand-in, the class and roster writers, the rebuilds), is
-- marked for the growth fold. The update (not "do nothing") takes the row's lock, so a fold that takes the
-- mark away while the change is uncommitted waits for it and reads the change once it has committed. A
-- school being deleted is not marked (its rollups go with it).
CREATE FUNCTION report_growth_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.student_id <> NEW.student_id) THEN
    INSERT INTO report_growth_dirty (student_id, school_id)
    SELECT OLD.student_id, OLD.school_id WHERE EXISTS (SELECT 1 FROM schools WHERE id = OLD.school_id)
    ON CONFLICT (student_id) DO UPDATE SET marked_at = now();
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO report_growth_dirty (student_id, school_id)
    SELECT NEW.student_id, NEW.school_id WHERE EXISTS (SELECT 1 FROM schools WHERE id = NEW.school_id)
    ON CONFLICT (student_id) DO UPDATE SET marked_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_growth_mark_student() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_growth_dirty (student_id, school_id)
  SELECT OLD.id, OLD.school_id WHERE EXISTS (SELECT 1 FROM schools WHERE id = OLD.school_id)
  ON CONFLICT (student_id) DO UPDATE SET marked_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_growth_mark_weeks AFTER INSERT OR UPDATE OR DELETE ON student_measure_weeks
  FOR EACH ROW EXECUTE FUNCTION report_growth_mark();
--> statement-breakpoint
CREATE TRIGGER report_growth_mark_baselines AFTER INSERT OR DELETE ON student_baselines
  FOR EACH ROW EXECUTE FUNCTION report_growth_mark();
--> statement-breakpoint
CREATE TRIGGER report_growth_mark_groups AFTER INSERT OR UPDATE OR DELETE ON group_students
  FOR EACH ROW EXECUTE FUNCTION report_growth_mark();
--> statement-breakpoint
CREATE TRIGGER report_growth_mark_archived AFTER UPDATE OF is_archived OR DELETE ON students
  FOR EACH ROW EXECUTE FUNCTION report_growth_mark_student();
