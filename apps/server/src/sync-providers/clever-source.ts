/**
 * The Clever roster source (issue 28): sections and users (students, teachers) of a district from Clever API
 * v3.0, every page followed through `links` rel "next" (`limit`, `starting_after`).
 */
import { z } from 'zod';
import { ProviderReader, type ReadOptions, type SourceTimeouts, text } from './provider-http.ts';
import type { Roster, RosterPerson, RosterSection, RosterSource } from './roster.ts';

export const CLEVER_API_URL = 'https://api.clever.com';

const linksSchema = z.array(z.object({ rel: z.string(), uri: z.string() }));
interface CleverPage<X> {
  data: { data: X }[];
  links?: { rel: string; uri: string }[] | undefined;
}
/** A Clever list page of `item`s (typed by hand: zod cannot name a generic object's output). */
const listSchema = <X>(item: z.ZodType<X>) =>
  z.object({
    data: z.array(z.object({ data: item })),
    links: linksSchema.optional(),
  }) as unknown as z.ZodType<CleverPage<X>>;

const sectionSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  grade: z.string().nullish(),
  /** The section's primary teacher (Clever v3.0), its owner here. */
  teacher: z.string().nullish(),
  teachers: z.array(z.string()).nullish(),
  students: z.array(z.string()).nullish(),
});
const userSchema = z.object({
  id: z.string(),
  email: z.string().nullish(),
  name: z.object({ first: z.string().nullish(), last: z.string().nullish() }),
  roles: z.object({
    student: z
      .object({ state_id: z.string().nullish(), sis_id: z.string().nullish(), dob: z.string().nullish() })
      .optional(),
  }),
});

/** Clever's dob "M/D/YYYY" → yyyy-mm-dd. */
function isoDate(dob: string | null | undefined): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(dob ?? '');
  if (!match) return undefined;
  return `${match[3]}-${(match[1] ?? '').padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}

export interface CleverSourceOptions extends SourceTimeouts {
  /** A district token. */
  token: string;
  baseUrl?: string;
  pageSize?: number;
}

export class CleverSource implements RosterSource {
  readonly provider = 'clever' as const;

  constructor(private readonly options: CleverSourceOptions) {}

  private async all<X>(reader: ProviderReader, path: string, item: z.ZodType<X>): Promise<X[]> {
    const base = this.options.baseUrl ?? CLEVER_API_URL;
    const items: X[] = [];
    let next: string | undefined =
      `${path}${path.includes('?') ? '&' : '?'}limit=${this.options.pageSize ?? 1000}`;
    while (next) {
      const url: string = new URL(next, base).toString();
      const body: CleverPage<X> = await reader.page(url, listSchema(item), (b) => b.data.length);
      for (const entry of body.data) items.push(entry.data);
      next = body.links?.find((l) => l.rel === 'next')?.uri;
    }
    return items;
  }

  async readRoster(options: ReadOptions = {}): Promise<Roster> {
    const reader = new ProviderReader('clever', `Bearer ${this.options.token}`, this.options, options);
    const sections = await this.all(reader, '/v3.0/sections', sectionSchema);
    const students = await this.all(reader, '/v3.0/users?role=student', userSchema);
    const teachers = await this.all(reader, '/v3.0/users?role=teacher', userSchema);
    const person = (u: z.infer<typeof userSchema>): RosterPerson => {
      const student = u.roles.student;
      const upn = text(student?.state_id);
      const email = text(u.email);
      const dateOfBirth = isoDate(student?.dob);
      return {
        providerId: u.id,
        firstName: text(u.name.first) ?? '',
        lastName: text(u.name.last) ?? '',
        ...(email ? { email } : {}),
        ...(upn ? { upn } : {}),
        ...(dateOfBirth ? { dateOfBirth } : {}),
      };
    };
    return {
      provider: 'clever',
      sections: sections.map(
        (s): RosterSection => ({
          providerId: s.id,
          name: text(s.name) ?? s.id,
          ...(s.grade?.trim() ? { yearGroup: s.grade.trim() } : {}),
          ...(s.teacher ? { ownerId: s.teacher } : {}),
          teacherIds: s.teachers ?? [],
          studentIds: s.students ?? [],
        }),
      ),
      students: students.map(person),
      teachers: teachers.map(person),
    };
  }
}
