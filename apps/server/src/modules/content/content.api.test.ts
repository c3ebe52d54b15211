import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeStudent, makeTeacher, makeUser, signIn } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { ContentRepository } from './content.repository.ts';
import { ContentService } from './content.service.ts';

let t: TestApp;
let teacher: Record<string, string>;
let partners: ContentService;

beforeAll(async () => {
  t = await getTestApp();
  partners = new ContentService(new ContentRepository(t.database.db));
  // A quiz's answers are for Confirmed teachers of a school with a confirmed address (answer-keys.api.test.ts).
  const user = await makeUser(t.database.db, ['Teacher']);
  await makeTeacher(t.database.db, (await makeSchool(t.database.db)).id, { userId: user.id });
  teacher = (await signIn(t.app, user.userName)).headers;
});

const get = (url: string, headers: Record<string, string> = teacher) =>
  t.app.inject({ method: 'GET', url, headers });

describe('topic pathway collections and search', () => {
  it('lists the collections with how many topic units each holds, the default (4) among them', async () => {
    const res = await get('/api/v3/topic-pathway-collections');
    expect(res.statusCode).toBe(200);
    const four = res.json().items.find((c: { collectionId: number }) => c.collectionId === 4);
    expect(four.topicUnitCount).toBeGreaterThan(10);
  });

  it('finds topic units by any word of their name, tags, subtopics or misconceptions, in collection 4 by default', async () => {
    const res = await get('/api/v3/topic-pathway-collections/search?request.filter.searchText=fractions');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    const unit = body.items[0];
    expect(unit.name.toLowerCase()).toContain('fraction');
    expect(unit).toMatchObject({
      topicPathwayQuizId: expect.any(Number),
      shortCode: expect.stringMatching(/^[A-Z0-9]{6}$/),
    });
    expect(unit.questionCount).toBeGreaterThan(0);
    const byMisconception = await get(
      '/api/v3/topic-pathway-collections/search?request.filter.searchText=numerators%20denominators',
    );
    expect(
      byMisconception
        .json()
        .items.map((u: { name: string }) => u.name.toLowerCase())
        .join(),
    ).toContain('fraction');
  });

  it('searches every collection with collectionId=all, filters by strand, and pages', async () => {
    const all = (
      await get('/api/v3/topic-pathway-collections/search?request.filter.collectionId=all&request.take=999')
    ).json();
    const algebra = (
      await get(
        '/api/v3/topic-pathway-collections/search?request.filter.collectionId=all&request.filter.strand=algebra',
      )
    ).json();
    expect(algebra.items.every((u: { strand: string }) => u.strand === 'algebra')).toBe(true);
    expect(algebra.total).toBeLessThan(all.total);
    const page2 = (
      await get(
        '/api/v3/topic-pathway-collections/search?request.filter.collectionId=all&request.skip=5&request.take=5',
      )
    ).json();
    expect(page2.items.map((u: { topicUnitId: number }) => u.topicUnitId)).toEqual(
      all.items.slice(5, 10).map((u: { topicUnitId: number }) => u.topicUnitId),
    );
  });

  it('treats % and _ in a search literally', async () => {
    const res = await get('/api/v3/topic-pathway-collections/search?request.filter.searchText=%25%25');
    expect(res.json()).toEqual({ items: [], total: 0 });
  });

  it('refuses a take above 999, an unknown collection and an unknown strand', async () => {
    const tooMany = await get('/api/v3/topic-pathway-collections/search?request.take=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().modelState['request.take']).toBeDefined();
    expect(
      (await get('/api/v3/topic-pathway-collections/search?request.filter.collectionId=999')).statusCode,
    ).toBe(404);
    const strand = await get('/api/v3/topic-pathway-collections/search?request.filter.strand=poetry');
    expect(strand.statusCode).toBe(400);
  });

  it('lists topic tags and reads one topic unit', async () => {
    const tags = (await get('/api/v3/topic-tags')).json();
    expect(tags.total).toBeGreaterThan(0);
    const unit = await get('/api/v3/topic-units/1');
    expect(unit.statusCode).toBe(200);
    expect(unit.json().topicUnitId).toBe(1);
    expect((await get('/api/v3/topic-units/99999')).statusCode).toBe(404);
  });
});

describe('quizzes and questions', () => {
  it('reads a topic pathway quiz by short code (any case) with its questions, answers and misconceptions', async () => {
    const unit = (await get('/api/v3/topic-units/1')).json();
    const res = await get(`/api/v3/topic-pathway-quizs/${unit.shortCode.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const quiz = res.json();
    expect(quiz).toMatchObject({ kind: 'TopicPathway', topicUnitId: 1, shortCode: unit.shortCode });
    expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
    expect(quiz.questions.map((q: { sequence: number }) => q.sequence)).toEqual(
      quiz.questions.map((_: unknown, i: number) => i + 1),
    );
    for (const q of quiz.questions) {
      expect(q.answers.map((a: { letter: string }) => a.letter)).toEqual(['A', 'B', 'C', 'D']);
      expect(q.answers.filter((a: { isCorrect: boolean }) => a.isCorrect)).toHaveLength(1);
      for (const a of q.answers.filter((x: { isCorrect: boolean }) => !x.isCorrect)) {
        expect(a.misconception.name.length).toBeGreaterThan(0);
        expect(a.misconception.howToFix.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers 404 for an unknown short code and 400 for a malformed one', async () => {
    expect((await get('/api/v3/topic-pathway-quizs/ZZZZZZ')).statusCode).toBe(404);
    const bad = await get('/api/v3/topic-pathway-quizs/no!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState.shortCode).toEqual(['A short code is 4 to 12 letters and digits']);
  });

  it('lists quizzes by kind, reads one with its questions, and reads one question', async () => {
    const diagnostic = (await get('/api/v3/quizzes?request.filter.kind=Diagnostic&request.take=100')).json();
    expect(diagnostic.total).toBeGreaterThan(5);
    expect(diagnostic.items.every((q: { kind: string }) => q.kind === 'Diagnostic')).toBe(true);
    const quizId = diagnostic.items[0].quizId;
    const quiz = (await get(`/api/v3/quizzes/${quizId}`)).json();
    expect(quiz.questions).toHaveLength(diagnostic.items[0].questionCount);
    const questions = (await get(`/api/v3/quizzes/${quizId}/questions`)).json();
    expect(questions.items.map((q: { questionId: number }) => q.questionId)).toEqual(
      quiz.questions.map((q: { questionId: number }) => q.questionId),
    );
    const one = (await get(`/api/v3/questions/${quiz.questions[0].questionId}`)).json();
    expect(one.stem).toBe(quiz.questions[0].stem);
    expect((await get('/api/v3/quizzes/777777')).statusCode).toBe(404);
    expect((await get('/api/v3/quizzes?request.filter.kind=Poem')).statusCode).toBe(400);
  });
});

describe('schemes of work', () => {
  it('lists the schemes, the default (Key Stage 3) first', async () => {
    const res = await get('/api/v3/schemes');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(items.length);
    expect(total).toBeGreaterThan(1);
    expect(items[0]).toMatchObject({ schemeId: 1, isDefault: true });
    expect(items.filter((s: { isDefault: boolean }) => s.isDefault)).toHaveLength(1);
  });

  it('answers one scheme with its units in teaching order, each with its half-term, quiz and label', async () => {
    const res = await get('/api/v3/schemes/1');
    expect(res.statusCode).toBe(200);
    const scheme = res.json();
    expect(scheme.units.length).toBeGreaterThan(10);
    const sequences = scheme.units.map((u: { sequence: number }) => u.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    for (const unit of scheme.units) {
      expect(unit.term).toBeGreaterThanOrEqual(1);
      expect(unit.term).toBeLessThanOrEqual(6);
      expect(scheme.yearGroups).toContain(unit.yearGroup);
      expect(unit.name.length).toBeGreaterThan(0);
      expect(unit.labelColour).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(scheme.units.every((u: { quizId: number | null }) => u.quizId !== null)).toBe(true);
  });

  it('answers 404 for an unknown scheme and 403 to a student', async () => {
    expect((await get('/api/v3/schemes/99999')).statusCode).toBe(404);
    const school = await makeSchool(t.database.db);
    const student = await makeStudent(t.database.db, school.id);
    const headers = (await signIn(t.app, student.userName)).headers;
    expect((await get('/api/v3/schemes', headers)).statusCode).toBe(403);
  });
});

describe('year groups', () => {
  it('lists a country’s year groups without signing in, GB by default', async () => {
    const gb = (await get('/api/v3/year-groups', {})).json();
    expect(gb.items[7]).toMatchObject({ name: 'Year 7', ordinal: 7, country: 'GB' });
    const us = (await get('/api/v3/year-groups?country=us', {})).json();
    expect(us.items[0].country).toBe('US');
    expect((await get('/api/v3/year-groups?country=GBR', {})).statusCode).toBe(400);
  });
});

describe('who may read the content', () => {
  it('refuses anonymous callers with 401 and students with 403', async () => {
    expect((await get('/api/v3/topic-pathway-collections', {})).statusCode).toBe(401);
    const school = await makeSchool(t.database.db);
    const student = await makeStudent(t.database.db, school.id);
    const res = await get('/api/v3/quizzes/1', (await signIn(t.app, student.userName)).headers);
    expect(res.statusCode).toBe(403);
  });

  it('lets a student search topics (to choose practice) but nothing else; refuses a parent', async () => {
    const school = await makeSchool(t.database.db);
    const student = await makeStudent(t.database.db, school.id);
    const studentHeaders = (await signIn(t.app, student.userName)).headers;
    const search = await get(
      '/api/v3/topic-pathway-collections/search?request.filter.searchText=fractions',
      studentHeaders,
    );
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBeGreaterThan(0);
    // Names and counts only: no question, answer or misconception travels with a topic unit.
    expect(JSON.stringify(search.json())).not.toMatch(/isCorrect|misconception/i);
    expect((await get('/api/v3/topic-pathway-collections', studentHeaders)).statusCode).toBe(403);
    const parent = await makeUser(t.database.db, ['Parent']);
    const parentHeaders = (await signIn(t.app, parent.userName)).headers;
    expect((await get('/api/v3/topic-pathway-collections/search', parentHeaders)).statusCode).toBe(403);
  });
});

describe('partner (B2B) calls', () => {
  it('search up to 9999 and read quizzes with a partner token, by header or query', async () => {
    const { token } = await partners.issuePartnerToken('Acme Tutors');
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/v3/b2b/topic-pathway-collections/search?request.take=9999&request.filter.collectionId=all',
      headers: { 'x-partner-token': token },
    });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().total).toBeGreaterThan(20);
    const shortCode = viaHeader.json().items[0].shortCode;
    const viaQuery = await get(`/api/v3/b2b/topic-pathway-quizs/${shortCode}?token=${token}`, {});
    expect(viaQuery.statusCode).toBe(200);
    expect((await get(`/api/v3/b2b/quizzes/1?token=${token}`, {})).statusCode).toBe(200);
    // As a bearer token too, as the GraphQL endpoint takes it (decision 0049).
    expect((await get('/api/v3/b2b/quizzes/1', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('refuses a missing or wrong partner token, and a user’s token', async () => {
    expect((await get('/api/v3/b2b/quizzes/1', {})).statusCode).toBe(401);
    expect((await get('/api/v3/b2b/quizzes/1?token=msp_wrong', {})).statusCode).toBe(401);
    expect((await get('/api/v3/b2b/quizzes/1', { authorization: 'Bearer msp_wrong' })).statusCode).toBe(401);
    expect((await get('/api/v3/b2b/quizzes/1')).statusCode).toBe(401);
    const over = await t.app.inject({
      method: 'GET',
      url: '/api/v3/b2b/topic-pathway-collections/search?request.take=10000',
      headers: { 'x-partner-token': (await partners.issuePartnerToken('Over')).token },
    });
    expect(over.statusCode).toBe(400);
  });
});
