import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { schools, teachers } from './school-schema.ts';

/**
 * One completed student import (POST schools/{id}/students/collection), written in the import's own
 * transaction, so the history never names an import that was rolled back. The sync screen lists them.
 */
export const studentImports = pgTable(
  'student_imports',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** Who imported; null once they have left the school (the record stays with the school). */
    teacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    mode: text({ enum: ['all', 'validOnly'] }).notNull(),
    /** Rows in the file (blank rows not counted), students added, classes made, rows left out. */
    rowCount: integer().notNull(),
    studentsAdded: integer().notNull(),
    classesCreated: integer().notNull(),
    rowsSkipped: integer().notNull(),
    createdAt: createdAt(),
  },
  // The school's history, newest first.
  (t) => [index('student_imports_school_idx').on(t.schoolId, t.createdAt)],
);
