import type { NewClassStudent } from '@mathsight/contract/groups.ts';

export interface ParsedNames {
  students: NewClassStudent[];
  /** Lines that are not a whole name, by line number (from 1), to show beside the box. */
  problems: Array<{ line: number; text: string; message: string }>;
}

/**
 * Names as teachers type or paste them, one student a line: "Zoë O'Brien", "O'Brien, Zoë" (a
 * register's order), or two spreadsheet columns (first name, then last name, tab between). Blank
 * lines are skipped; a line with one word is a problem (a last name is needed).
 */
export function parseStudentNames(text: string): ParsedNames {
  const students: NewClassStudent[] = [];
  const problems: ParsedNames['problems'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '').replace(/^\s+/, '');
    if (!line) return;
    const name = splitName(line);
    if (!name) {
      problems.push({ line: index + 1, text: line, message: 'Add a last name' });
      return;
    }
    students.push(name);
  });
  return { students, problems };
}

function splitName(line: string): NewClassStudent | null {
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
  if (line.includes('\t')) {
    const [first = '', ...rest] = line.split('\t').map(tidy).filter(Boolean);
    const last = rest.join(' ');
    return first && last ? { firstName: first, lastName: last } : null;
  }
  if (line.includes(',')) {
    const [last = '', ...rest] = line.split(',').map(tidy);
    const first = rest.join(' ').trim();
    return first && last ? { firstName: first, lastName: last } : null;
  }
  const words = tidy(line).split(' ');
  if (words.length < 2) return null;
  const last = words.pop() ?? '';
  return { firstName: words.join(' '), lastName: last };
}
