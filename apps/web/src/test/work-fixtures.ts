import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import {
  type Assignment,
  type AssignmentDetail,
  type AssignmentSettings,
  DEFAULT_ASSIGNMENT_SETTINGS,
} from '@mathsight/contract/assignments.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import type { Question, Quiz, TopicPathwayCollection, TopicUnit } from '@mathsight/contract/content.ts';
import type { RetrievalPracticeRecommendation } from '@mathsight/contract/retrieval-practice.ts';
import { type FetchHandler, jsonResponse } from './fetch-stub.ts';

export function makeQuestion(questionId: number, overrides: Partial<Question> = {}): Question {
  return {
    questionId,
    sequence: null,
    stem: `What is $${questionId} + 1$?`,
    diagramSvg: null,
    diagramAlt: null,
    answers: (['A', 'B', 'C', 'D'] as const).map((letter, i) => ({
      answerId: questionId * 10 + i,
      letter,
      text: String(questionId + i),
      isCorrect: i === 1,
      misconception:
        i === 1
          ? null
          : { misconceptionId: i, name: `Misconception ${i}`, description: 'Why', howToFix: 'How' },
    })),
    topicUnitId: 1,
    subjectId: 1,
    constructName: 'Add whole numbers',
    yearGroup: 7,
    difficulty: 1,
    ...overrides,
  };
}

export function makeTopicUnit(
  topicUnitId: number,
  name: string,
  topicPathwayQuizId: number | null,
): TopicUnit {
  return {
    topicUnitId,
    name,
    description: `All about ${name.toLowerCase()}.`,
    strand: 'number',
    yearFrom: 7,
    yearTo: 8,
    tags: [],
    topicPathwayQuizId,
    shortCode: topicPathwayQuizId ? `Q${topicPathwayQuizId}AB` : null,
    questionCount: 24,
  };
}

export const collections: TopicPathwayCollection[] = [
  { collectionId: 4, name: 'Key Stage 3', description: 'Years 7 to 9', topicUnitCount: 2 },
  { collectionId: 5, name: 'GCSE', description: 'Years 10 and 11', topicUnitCount: 0 },
];

export const diagnosticQuizzes: Quiz[] = [
  {
    quizId: 900,
    name: 'Year 7 baseline',
    kind: 'Diagnostic',
    topicUnitId: null,
    topicUnitName: null,
    shortCode: 'BASE07',
    questionCount: 20,
  },
];

/** The content calls the set-work flow makes: collections, topic search, diagnostic quizzes, one quiz. */
export function contentRoutes(
  topics: TopicUnit[] = [
    makeTopicUnit(1, 'Adding fractions', 501),
    makeTopicUnit(2, 'Angles in triangles', 502),
  ],
): Record<string, FetchHandler> {
  return {
    [`GET ${contentPaths.collections}`]: () =>
      jsonResponse(200, { items: collections, total: collections.length }),
    [`GET ${contentPaths.topicSearch}`]: () => jsonResponse(200, { items: topics, total: topics.length }),
    [`GET ${contentPaths.quizzes}`]: () =>
      jsonResponse(200, { items: diagnosticQuizzes, total: diagnosticQuizzes.length }),
  };
}

export function settingsRoute(
  schoolId: number,
  settings: AssignmentSettings = DEFAULT_ASSIGNMENT_SETTINGS,
): Record<string, FetchHandler> {
  return { [`GET ${assignmentPaths.assignmentSettings(schoolId)}`]: () => jsonResponse(200, settings) };
}

export function makeAssignment(assignmentId: number, overrides: Partial<Assignment> = {}): Assignment {
  return {
    assignmentId,
    schoolId: 1,
    kind: 'TopicQuiz',
    name: 'Adding fractions',
    quizId: 501,
    topicUnitQuizId: null,
    templateSlug: null,
    startDate: '2030-03-04T09:00:00.000Z',
    endDate: '2030-03-11T08:30:00.000Z',
    feedbackMode: 'AfterEachQuestion',
    askConfidence: false,
    createdByTeacherId: 100,
    createdAt: '2030-03-01T09:00:00.000Z',
    updatedAt: '2030-03-01T09:00:00.000Z',
    status: 'Upcoming',
    groups: [
      { groupId: 11, code: '10X/Ma11' },
      { groupId: 12, code: '7A/Ma' },
    ],
    studentCount: 54,
    startedCount: 12,
    completedCount: 5,
    questionCount: 2,
    canEdit: true,
    ...overrides,
  };
}

export function makeAssignmentDetail(
  assignmentId: number,
  overrides: Partial<AssignmentDetail> = {},
): AssignmentDetail {
  return {
    ...makeAssignment(assignmentId),
    students: [
      {
        studentId: 1,
        firstName: 'Amara',
        lastName: 'Okafor',
        groupId: 11,
        startedAt: '2030-03-04T10:00:00.000Z',
        completedAt: null,
        answeredCount: 1,
        correctCount: 1,
      },
    ],
    questions: [
      { questionId: 71, sequence: 1, topicUnitId: 1, topicUnitName: 'Adding fractions', reason: null },
      { questionId: 72, sequence: 2, topicUnitId: 1, topicUnitName: 'Adding fractions', reason: null },
    ],
    ...overrides,
  };
}

export function makeRecommendation(groupId: number, empty = false): RetrievalPracticeRecommendation {
  if (empty) return { groupId, name: '', topics: [], questions: [] };
  return {
    groupId,
    name: 'Retrieval practice: fractions, angles',
    topics: [
      {
        topicUnitId: 1,
        name: 'Adding fractions',
        bucket: 'OneWeek',
        lastStudiedAt: '2030-02-24T08:30:00.000Z',
        weeksAgo: 1,
      },
      {
        topicUnitId: 2,
        name: 'Angles in triangles',
        bucket: 'SixWeeksPlus',
        lastStudiedAt: '2030-01-13T08:30:00.000Z',
        weeksAgo: 7,
      },
    ],
    questions: [
      {
        sequence: 1,
        question: makeQuestion(81, { sequence: 1 }),
        topicUnitId: 1,
        topicUnitName: 'Adding fractions',
        bucket: 'OneWeek',
        answeredCount: 20,
        wrongPercent: 60,
        reason: 'Studied 1 week ago; 60% answered wrongly',
      },
      {
        sequence: 2,
        question: makeQuestion(82, { sequence: 2 }),
        topicUnitId: 2,
        topicUnitName: 'Angles in triangles',
        bucket: 'SixWeeksPlus',
        answeredCount: 0,
        wrongPercent: null,
        reason: 'Studied 7 weeks ago',
      },
    ],
  };
}

/** The dashboard's "Due this week" and "Just finished" (v5 homework insights), empty unless given. */
export function homeworkInsightsRoute(
  schoolId: number,
  items: { Upcoming?: unknown[]; Done?: unknown[] } = {},
): Record<string, FetchHandler> {
  return {
    [`GET ${assignmentPaths.homeworkInsights(schoolId)}`]: (url) => {
      const tab =
        new URL(url, 'http://x').searchParams.get('request.filter.tab') === 'Done' ? 'Done' : 'Upcoming';
      const list = items[tab] ?? [];
      return jsonResponse(200, { items: list, total: list.length });
    },
  };
}
