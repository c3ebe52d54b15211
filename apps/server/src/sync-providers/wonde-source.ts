/**
 * The Wonde roster source (issue 28): a school's classes (with their students and employees), students and
 * employees (with contact details for their email) from Wonde API v1.0, every page followed through
 * `meta.pagination.next` while `more`.
 */
import { z } from 'zod';
import { ProviderReader, type ReadOptions, type SourceTimeouts, text } from './provider-http.ts';
import type { Roster, RosterPerson, RosterSource } from './roster.ts';

export const WONDE_API_URL = 'https://api.wonde.com';

const paginationSchema = z.object({
  pagination: z.object({ next: z.string().nullish(), more: z.boolean().optional() }),
});
interface WondePage<X> {
  data: X[];
  meta: z.infer<typeof paginationSchema>;
}
/** A Wonde list page of `item`s (typed by hand: zod cannot name a generic object's output). */
const listSchema = <X>(item: z.ZodType<X>) =>
  z.object({ data: z.array(item), meta: paginationSchema }) as unknown as z.ZodType<WondePage<X>>;
const ref = z.object({ id: z.string() });
const studentSchema = z.object({
  id: z.string(),
  upn: z.string().nullish(),
  forename: z.string().nullish(),
  surname: z.string().nullish(),
  date_of_birth: z.object({ date: z.string() }).nullish(),
});
const employeeSchema = z.object({
  id: z.string(),
  forename: z.string().nullish(),
  surname: z.string().nullish(),
  contact_details: z
    .object({
      data: z
        .object({ emails: z.object({ primary: z.string().nullish(), work: z.string().nullish() }).nullish() })
        .nullish(),
    })
    .nullish(),
});
const classSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  students: z.object({ data: z.array(ref) }).optional(),
  employees: z.object({ data: z.array(ref) }).optional(),
});

export interface WondeSourceOptions extends SourceTimeouts {
  /** The school's Wonde id. */
  schoolId: string;
  token: string;
  baseUrl?: string;
  pageSize?: number;
}

export class WondeSource implements RosterSource {
  readonly provider = 'wonde' as const;

  constructor(private readonly options: WondeSourceOptions) {}

  private async all<X>(
    reader: ProviderReader,
    what: string,
    include: string,
    item: z.ZodType<X>,
  ): Promise<X[]> {
    const base = (this.options.baseUrl ?? WONDE_API_URL).replace(/\/$/, '');
    const first = new URL(`${base}/v1.0/schools/${encodeURIComponent(this.options.schoolId)}/${what}`);
    if (include) first.searchParams.set('include', include);
    first.searchParams.set('per_page', String(this.options.pageSize ?? 200));
    const items: X[] = [];
    let next: string | undefined = first.toString();
    while (next) {
      const url: string = next;
      const body: WondePage<X> = await reader.page(url, listSchema(item), (b) => b.data.length);
      items.push(...body.data);
      const { pagination } = body.meta;
      next = pagination.more === false ? undefined : (text(pagination.next) ?? undefined);
    }
    return items;
  }

  async readRoster(options: ReadOptions = {}): Promise<Roster> {
    const reader = new ProviderReader('wonde', `Bearer ${this.options.token}`, this.options, options);
    const classes = await this.all(reader, 'classes', 'students,employees', classSchema);
    const students = await this.all(reader, 'students', '', studentSchema);
    const employees = await this.all(reader, 'employees', 'contact_details', employeeSchema);
    const toStudent = (s: z.infer<typeof studentSchema>): RosterPerson => {
      const upn = text(s.upn);
      const dateOfBirth = /^\d{4}-\d{2}-\d{2}/.exec(s.date_of_birth?.date ?? '')?.[0];
      return {
        providerId: s.id,
        firstName: text(s.forename) ?? '',
        lastName: text(s.surname) ?? '',
        ...(upn ? { upn } : {}),
        ...(dateOfBirth ? { dateOfBirth } : {}),
      };
    };
    const toTeacher = (e: z.infer<typeof employeeSchema>): RosterPerson => {
      const emails = e.contact_details?.data?.emails;
      const email = text(emails?.work) ?? text(emails?.primary);
      return {
        providerId: e.id,
        firstName: text(e.forename) ?? '',
        lastName: text(e.surname) ?? '',
        ...(email ? { email } : {}),
      };
    };
    return {
      provider: 'wonde',
      sections: classes.map((c) => {
        const yearGroup = /^Year (\d{1,2})\b/.exec(c.description ?? '')?.[1];
        return {
          providerId: c.id,
          name: text(c.name) ?? c.id,
          ...(yearGroup ? { yearGroup } : {}),
          teacherIds: (c.employees?.data ?? []).map((e) => e.id),
          studentIds: (c.students?.data ?? []).map((s) => s.id),
        };
      }),
      students: students.map(toStudent),
      teachers: employees.map(toTeacher),
    };
  }
}
