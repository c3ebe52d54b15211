import { IdFromTextSchema } from '@mathsight/contract/common.ts';
import type { IResolvers, MercuriusContext, MercuriusLoaders } from 'mercurius';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  type GraphClass,
  type GraphSchool,
  type GraphStudent,
  type GraphWork,
  toGraphClass,
  toGraphHeld,
  toGraphMisconception,
  toGraphResult,
  toGraphSchool,
  toGraphStudent,
  toGraphWork,
} from './graphql.presenter.ts';
import type { GraphqlService, GraphViewer } from './graphql.service.ts';

/** The context every resolver gets: who is asking (set by the route from its guard). */
export interface GraphContext extends MercuriusContext {
  viewer: GraphViewer;
}

/** An `ID!` argument as a database id: anything else cannot name a row, so it is simply not found. */
function idOf(value: unknown): number {
  const parsed = IdFromTextSchema.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** A catalogue entry by id, or null when the bank no longer holds it (a student's old answer). */
function catalogueEntry(graph: GraphqlService, misconceptionId: number) {
  try {
    return graph.misconception(misconceptionId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Each field reads through GraphqlService (the REST calls' services): no SQL and no access rule here.
 * A class's students come through a loader, so a school's classes with their students is two reads
 * (the classes, then every class's students at once), not one per class.
 */
export function graphResolvers(graph: GraphqlService): { resolvers: IResolvers; loaders: MercuriusLoaders } {
  const resolvers = {
    Query: {
      misconceptions: () => graph.misconceptions().map(toGraphMisconception),
      misconception: (_: unknown, args: { id: unknown }) =>
        toGraphMisconception(graph.misconception(idOf(args.id))),
      school: async (_: unknown, args: { id: unknown }, ctx: GraphContext) =>
        toGraphSchool(await graph.school(ctx.viewer, idOf(args.id))),
      class: async (_: unknown, args: { id: unknown }, ctx: GraphContext) => {
        const group = await graph.oneClass(ctx.viewer, idOf(args.id));
        return toGraphClass(group, group.schoolId);
      },
      student: async (_: unknown, args: { schoolId: unknown; id: unknown }, ctx: GraphContext) => {
        const schoolId = idOf(args.schoolId);
        return toGraphStudent(await graph.student(ctx.viewer, schoolId, idOf(args.id)), schoolId);
      },
      work: async (_: unknown, args: { id: unknown }, ctx: GraphContext) =>
        toGraphWork(await graph.work(ctx.viewer, idOf(args.id))),
    },
    School: {
      classes: async (school: GraphSchool, _: unknown, ctx: GraphContext) =>
        (await graph.schoolClasses(ctx.viewer, school.id)).map((group) => toGraphClass(group, school.id)),
    },
    Student: {
      misconceptions: async (student: GraphStudent, _: unknown, ctx: GraphContext) =>
        (await graph.studentMisconceptions(ctx.viewer, student.schoolId, student.id)).map((held) =>
          toGraphHeld(held, catalogueEntry(graph, held.misconceptionId)),
        ),
    },
    Work: {
      results: async (work: GraphWork, _: unknown, ctx: GraphContext) =>
        (await graph.results(ctx.viewer, work.id)).map(toGraphResult),
    },
  };

  const loaders = {
    Class: {
      async students(queries: Array<{ obj: GraphClass }>, ctx: GraphContext) {
        const lists = await graph.studentsOfClasses(
          ctx.viewer,
          queries.map((query) => query.obj.id),
        );
        // A class the caller may no longer read (changed since it was listed): an error, as for the class.
        return queries.map((query, i) => {
          const students = lists[i];
          return students ? students.map((s) => toGraphStudent(s, query.obj.schoolId)) : notFound();
        });
      },
    },
  };

  return { resolvers: resolvers as unknown as IResolvers, loaders: loaders as unknown as MercuriusLoaders };
}
