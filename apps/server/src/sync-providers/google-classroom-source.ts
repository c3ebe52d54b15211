/**
 * The Google Classroom roster source (issue 28): the account's courses from Classroom API v1 and each course's
 * students and teachers, every list followed through `nextPageToken`.
 */
import { z } from 'zod';
import { ProviderReader, type ReadOptions, type SourceTimeouts, text } from './provider-http.ts';
import type { Roster, RosterPerson, RosterSource } from './roster.ts';

export const GOOGLE_CLASSROOM_API_URL = 'https://classroom.googleapis.com';

const courseSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  section: z.string().nullish(),
  ownerId: z.string().nullish(),
  courseState: z.string().nullish(),
});
const memberSchema = z.object({
  userId: z.string(),
  profile: z
    .object({
      name: z.object({ givenName: z.string().nullish(), familyName: z.string().nullish() }).nullish(),
      emailAddress: z.string().nullish(),
    })
    .nullish(),
});
const coursesSchema = z.object({
  courses: z.array(courseSchema).optional(),
  nextPageToken: z.string().optional(),
});
const studentsSchema = z.object({
  students: z.array(memberSchema).optional(),
  nextPageToken: z.string().optional(),
});
const teachersSchema = z.object({
  teachers: z.array(memberSchema).optional(),
  nextPageToken: z.string().optional(),
});

export interface GoogleClassroomSourceOptions extends SourceTimeouts {
  accessToken: string;
  baseUrl?: string;
  pageSize?: number;
}

/** "Year 8", "8", "Y8" → "8"; otherwise the section text as it is. */
function yearOf(section: string | null | undefined): string | undefined {
  const value = text(section);
  if (!value) return undefined;
  return /^(?:year|y)?\s*(\d{1,2})$/i.exec(value)?.[1] ?? value;
}

export class GoogleClassroomSource implements RosterSource {
  readonly provider = 'google-classroom' as const;

  constructor(private readonly options: GoogleClassroomSourceOptions) {}

  private url(path: string, pageToken: string | undefined, extra: Record<string, string> = {}): string {
    const url = new URL(path, this.options.baseUrl ?? GOOGLE_CLASSROOM_API_URL);
    url.searchParams.set('pageSize', String(this.options.pageSize ?? 100));
    for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    return url.toString();
  }

  private async members(reader: ProviderReader, courseId: string, kind: 'students' | 'teachers') {
    const all: z.infer<typeof memberSchema>[] = [];
    let token: string | undefined;
    const path = `/v1/courses/${encodeURIComponent(courseId)}/${kind}`;
    do {
      const body =
        kind === 'students'
          ? await reader.page(this.url(path, token), studentsSchema, (b) => b.students?.length ?? 0)
          : await reader.page(this.url(path, token), teachersSchema, (b) => b.teachers?.length ?? 0);
      all.push(
        ...(('students' in body ? body.students : 'teachers' in body ? body.teachers : undefined) ?? []),
      );
      token = body.nextPageToken;
    } while (token);
    return all;
  }

  async readRoster(options: ReadOptions = {}): Promise<Roster> {
    const reader = new ProviderReader(
      'google-classroom',
      `Bearer ${this.options.accessToken}`,
      this.options,
      options,
    );
    const courses: z.infer<typeof courseSchema>[] = [];
    let token: string | undefined;
    do {
      const body = await reader.page(
        this.url('/v1/courses', token, { courseStates: 'ACTIVE' }),
        coursesSchema,
        (b) => b.courses?.length ?? 0,
      );
      courses.push(...(body.courses ?? []));
      token = body.nextPageToken;
    } while (token);

    const students = new Map<string, RosterPerson>();
    const teachers = new Map<string, RosterPerson>();
    const person = (m: z.infer<typeof memberSchema>): RosterPerson => {
      const email = text(m.profile?.emailAddress);
      return {
        providerId: m.userId,
        firstName: text(m.profile?.name?.givenName) ?? '',
        lastName: text(m.profile?.name?.familyName) ?? '',
        ...(email ? { email } : {}),
      };
    };
    const sections = [];
    for (const course of courses) {
      const courseStudents = await this.members(reader, course.id, 'students');
      const courseTeachers = await this.members(reader, course.id, 'teachers');
      for (const m of courseStudents) students.set(m.userId, person(m));
      for (const m of courseTeachers) teachers.set(m.userId, person(m));
      const yearGroup = yearOf(course.section);
      sections.push({
        providerId: course.id,
        name: text(course.name) ?? course.id,
        ...(yearGroup ? { yearGroup } : {}),
        ...(course.ownerId ? { ownerId: course.ownerId } : {}),
        teacherIds: courseTeachers.map((m) => m.userId),
        studentIds: courseStudents.map((m) => m.userId),
      });
    }
    return {
      provider: 'google-classroom',
      sections,
      students: [...students.values()],
      teachers: [...teachers.values()],
    };
  }
}
