-- Issue 11 point 4: work set from Fix has its own kind, FollowUp (assignments.kind is a text column,
-- so the new value needs no DDL). Fix work stored before it was a DiagnosticQuiz with its own
-- questions and no content quiz; every diagnostic quiz set from the library has its quiz_id.
UPDATE "assignments" SET "kind" = 'FollowUp', "updated_at" = now()
WHERE "kind" = 'DiagnosticQuiz' AND "quiz_id" IS NULL AND "scheme_quiz_id" IS NULL;
