-- Issue 27 point 6: every way a parent's link to a child ends is recorded for the parent to be told,
-- whichever module ends it. A link removed by the school (or lost with its student row) is recorded
-- as it is deleted, unless the student was archived first (then it was recorded then); archiving a
-- student ends each of their links ("deleted" when the archive is the account's erasure). Parents
-- whose own account is erased are not told. A deleted child's first name is not kept.
CREATE FUNCTION parent_link_ended_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  student_archived boolean;
BEGIN
  SELECT s.is_archived INTO student_archived FROM students s WHERE s.id = OLD.student_id;
  IF student_archived THEN
    RETURN OLD;
  END IF;
  INSERT INTO parent_link_endings (parent_user_id, child_first_name, school_name, reason)
  SELECT p.user_id,
    CASE WHEN student_archived IS NULL OR cu.deleted_at IS NOT NULL THEN NULL ELSE cu.first_name END,
    coalesce(sc.name, 'your child''s school'),
    CASE WHEN student_archived IS NULL OR cu.deleted_at IS NOT NULL THEN 'deleted' ELSE 'removed' END
  FROM parents p
  JOIN users pu ON pu.id = p.user_id AND pu.deleted_at IS NULL
  LEFT JOIN students s ON s.id = OLD.student_id
  LEFT JOIN users cu ON cu.id = s.user_id
  LEFT JOIN schools sc ON sc.id = OLD.school_id
  WHERE p.id = OLD.parent_id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER parent_students_ended AFTER DELETE ON parent_students
  FOR EACH ROW EXECUTE FUNCTION parent_link_ended_on_delete();
--> statement-breakpoint
CREATE FUNCTION parent_link_ended_on_archive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO parent_link_endings (parent_user_id, child_first_name, school_name, reason)
  SELECT p.user_id,
    CASE WHEN cu.deleted_at IS NOT NULL THEN NULL ELSE cu.first_name END,
    sc.name,
    CASE WHEN cu.deleted_at IS NOT NULL THEN 'deleted' ELSE 'archived' END
  FROM parent_students ps
  JOIN parents p ON p.id = ps.parent_id
  JOIN users pu ON pu.id = p.user_id AND pu.deleted_at IS NULL
  JOIN users cu ON cu.id = NEW.user_id
  JOIN schools sc ON sc.id = NEW.school_id
  WHERE ps.student_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_archived_ends_parent_links AFTER UPDATE OF is_archived ON students
  FOR EACH ROW WHEN (NEW.is_archived AND NOT OLD.is_archived)
  EXECUTE FUNCTION parent_link_ended_on_archive();
