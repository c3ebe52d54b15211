import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import {
  idsFromParam,
  readFixSearch,
  readLibrarySearch,
  readLiveLessonStartSearch,
  readSetWorkSearch,
} from './screen-search.ts';
import { setWorkSearch } from './set-work-link.ts';

const searchOf = (href: string) => new URL(href, 'http://x').searchParams;

describe('the query strings screens hand each other', () => {
  it('reads student ids from the address', () => {
    expect(idsFromParam('3,1,3,x,0,-2')).toEqual([3, 1]);
    expect(idsFromParam(null)).toEqual([]);
  });

  it('builds the fix screen’s address and reads back what it was given', () => {
    expect(paths.fixAssignment(1, 5)).toBe('/1/fix/5');
    expect(paths.fixAssignment(1, 5, { students: [3, 4] })).toBe('/1/fix/5?students=3,4');
    expect(paths.fixAssignment(1, 5, { misconceptionId: 9 })).toBe('/1/fix/5?misconceptionId=9');
    expect(
      readFixSearch(searchOf(paths.fixAssignment(1, 5, { students: [3, 4], misconceptionId: 9 }))),
    ).toEqual({ studentIds: [3, 4], misconceptionId: 9 });
    expect(readFixSearch(searchOf('/1/fix/5?misconceptionId=abc'))).toEqual({
      studentIds: [],
      misconceptionId: null,
    });
  });

  it('reads back the set-work flow’s link, refusing unknown kinds and ids that are not ids', () => {
    expect(
      readSetWorkSearch(searchOf(setWorkSearch({ kind: 'DiagnosticQuiz', quizId: 7, groupId: 2 }))),
    ).toEqual({
      modal: 'set-work',
      kind: 'DiagnosticQuiz',
      quizId: 7,
      groupId: 2,
      collectionId: null,
      questionIds: [],
    });
    // A custom quiz from the question bank: its questions in the order chosen.
    expect(
      readSetWorkSearch(searchOf(setWorkSearch({ kind: 'CustomQuiz', questionIds: [9, 4] }))),
    ).toMatchObject({ kind: 'CustomQuiz', questionIds: [9, 4] });
    expect(readSetWorkSearch(searchOf('?modal=other&kind=toString&quizId=-1&collectionId=3'))).toEqual({
      modal: null,
      kind: null,
      quizId: null,
      groupId: null,
      collectionId: 3,
      questionIds: [],
    });
  });

  it('reads the topic library’s collection', () => {
    expect(readLibrarySearch(searchOf('?collection=4'))).toEqual({ collectionId: 4 });
    expect(readLibrarySearch(searchOf('?collection=0'))).toEqual({ collectionId: null });
  });

  it('reads back what the live lesson start link builds, ignoring what is not an id', () => {
    const href = paths.liveLessonStart(3, { groupId: 7, questionIds: [11, 12, 11], topicUnitId: 4 });
    expect(readLiveLessonStartSearch(new URL(href, 'http://x').searchParams)).toEqual({
      groupId: 7,
      questionIds: [11, 12],
      quizId: null,
      topicUnitId: 4,
    });
    expect(readLiveLessonStartSearch(new URLSearchParams('groupId=x&quizId=-1'))).toEqual({
      groupId: null,
      questionIds: [],
      quizId: null,
      topicUnitId: null,
    });
  });
});
