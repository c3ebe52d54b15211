import { IdParamSchema } from '@mathsight/contract/common.ts';
import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import {
  ClassLeagueParamsSchema,
  ClassLeagueSchema,
  GroupLeagueSchema,
  LeagueQuerySchema,
  MyClassLeaguesSchema,
  SchoolLeagueQuerySchema,
  SchoolLeagueSchema,
} from '@mathsight/contract/leagues.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import { sendSerialisedJson } from '../../http/serialised-json.ts';
import type { LeaguesService } from './leagues.service.ts';
import { classLeagueCsv, groupLeagueCsv, leagueFileName, schoolLeagueCsv } from './leagues-csv.ts';

/** Issue 14 point 7: the class, school and group leagues on effort, their CSVs, and a student's own. */
export async function leaguesRoutes(app: FastifyInstance, { leagues }: { leagues: LeaguesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leagues'];

  r.get(
    leaguePaths.classLeague(':id', ':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: ClassLeagueParamsSchema,
        querystring: LeagueQuerySchema,
        response: { 200: ClassLeagueSchema },
      },
    },
    (request) =>
      leagues.classLeague(callerOf(request), request.params.id, request.params.groupId, request.query),
  );

  r.get(
    leaguePaths.classLeagueExport(':id', ':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: ClassLeagueParamsSchema, querystring: LeagueQuerySchema },
    },
    async (request, reply) => {
      const league = await leagues.classLeague(
        callerOf(request),
        request.params.id,
        request.params.groupId,
        request.query,
      );
      return sendDownload(reply, {
        filename: leagueFileName('class-league', league.period, league.groupName),
        body: classLeagueCsv(league),
      });
    },
  );

  r.get(
    leaguePaths.schoolLeague(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: SchoolLeagueQuerySchema,
        response: { 200: SchoolLeagueSchema },
      },
    },
    async (request, reply) =>
      sendSerialisedJson(
        reply,
        await leagues.schoolLeagueJson(callerOf(request), request.params.id, request.query),
      ),
  );

  r.get(
    leaguePaths.schoolLeagueExport(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: SchoolLeagueQuerySchema },
    },
    async (request, reply) => {
      const league = await leagues.schoolLeague(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, {
        filename: leagueFileName('school-league', league.period),
        body: schoolLeagueCsv(league),
      });
    },
  );

  r.get(
    leaguePaths.groupLeague(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: SchoolLeagueQuerySchema,
        response: { 200: GroupLeagueSchema },
      },
    },
    async (request, reply) =>
      sendSerialisedJson(
        reply,
        await leagues.groupLeagueJson(callerOf(request), request.params.id, request.query),
      ),
  );

  r.get(
    leaguePaths.groupLeagueExport(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: SchoolLeagueQuerySchema },
    },
    async (request, reply) => {
      const league = await leagues.groupLeague(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, {
        filename: leagueFileName('group-league', league.period),
        body: groupLeagueCsv(league),
      });
    },
  );

  r.get(
    leaguePaths.myClassLeague,
    {
      config: { access: 'studentOwn' },
      schema: { tags, querystring: LeagueQuerySchema, response: { 200: MyClassLeaguesSchema } },
    },
    (request) => leagues.myClassLeagues(callerOf(request), request.query),
  );
}
