import { AssignmentKindSchema, AssignmentStatusGroupSchema } from '@mathsight/contract/assignments.ts';
import { StudentWorkStatusSchema } from '@mathsight/contract/insights.ts';

/**
 * The GraphQL schema partners and teachers read (issue 32 point 4, decision 0049): queries only, no
 * mutation or subscription type, so any write is refused by validation. `docs/graphql-schema.graphql`
 * is this schema as served (graphql-schema.api.test.ts fails when the two differ). The enums are
 * the contract's own, so a new kind of work or status reaches the schema (and fails that test).
 */
export const GRAPHQL_SCHEMA = /* GraphQL */ `
"""
Read-only. Teachers (a bearer access token) read what the REST calls let them read; partners (a
bearer partner token) read content only. What is not the caller's resolves to null with a NOT_FOUND
error, never a hint that it exists.
"""
type Query {
  "Every misconception the question bank tags answers with, by id."
  misconceptions: [Misconception!]!
  "One misconception of the catalogue."
  misconception(id: ID!): Misconception
  "A school the caller is a Confirmed teacher of (teachers only)."
  school(id: ID!): School
  "A class the caller teaches, or any class of their school for its administrator (as GET groups/{id})."
  class(id: ID!): Class
  "A student of a school the caller is a Confirmed teacher of (as the student's page)."
  student(schoolId: ID!, id: ID!): Student
  "A piece of set work of the caller's school (as GET assignments/{id})."
  work(id: ID!): Work
}

"A named wrong way of thinking; an answer option carrying it shows the student may hold it."
type Misconception {
  id: ID!
  slug: String!
  name: String!
  "What the student believes or does."
  description: String!
  "How to re-teach it."
  howToFix: String!
  "The subject (topic or subtopic) of the content tree it belongs to."
  subjectId: ID!
}

type School {
  id: ID!
  name: String!
  city: String
  country: String!
  "Every class of the school (not archived), by code."
  classes: [Class!]!
}

type Class {
  id: ID!
  schoolId: ID!
  "The class code, e.g. 8A/Ma1."
  code: String!
  description: String
  "The English year groups it is for, by name (Year 7 …)."
  yearGroups: [String!]!
  studentCount: Int!
  "Its active students, by last then first name."
  students: [Student!]!
}

type Student {
  id: ID!
  schoolId: ID!
  firstName: String!
  lastName: String!
  "The misconceptions the student's first attempts showed, held now or fixed since."
  misconceptions: [HeldMisconception!]!
}

type HeldMisconception {
  misconception: Misconception!
  "First attempts that chose an option carrying it."
  timesHeld: Int!
  firstHeldAt: String!
  lastHeldAt: String!
  "The first right answer after it was last held, to a question offering it; null while held."
  fixedAt: String
}

enum WorkKind {
  ${AssignmentKindSchema.options.join('\n  ')}
}

enum WorkStatus {
  ${AssignmentStatusGroupSchema.options.join('\n  ')}
}

"Work set to classes or students (the API's assignment)."
type Work {
  id: ID!
  schoolId: ID!
  kind: WorkKind!
  name: String!
  startDate: String!
  endDate: String!
  status: WorkStatus!
  questionCount: Int!
  studentCount: Int!
  completedCount: Int!
  "The classes it was set to."
  classes: [WorkClass!]!
  "Each student's results on it (as the results grid)."
  results: [Result!]!
}

type WorkClass {
  id: ID!
  code: String!
}

enum ResultStatus {
  ${StudentWorkStatusSchema.options.join('\n  ')}
}

"One student's results on one piece of work."
type Result {
  studentId: ID!
  firstName: String!
  lastName: String!
  "The class the work reached them through."
  classId: ID
  status: ResultStatus!
  startedAt: String
  completedAt: String
  answeredCount: Int!
  correctCount: Int!
  "Right first attempts over the work's questions; null before the first answer."
  scorePercent: Int
  completionPercent: Int!
}
`;
