import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { bearsPartnerToken } from '../http/authenticate-partner.ts';
import { forbidden } from '../http/errors.ts';
import { type Caller, callerOf } from './authenticate.ts';

/**
 * Who may call a route, declared beside it as `config: { access: '…' }`. The guard installed for the
 * rule (below) checks the caller's sign-in and role before anything else runs, so 401 and 403 always
 * come before a 400 and nobody learns anything from validation messages. The rest of the rule (which
 * school, class or student) is the service's, through a named function in `policies/` (404 for what
 * is not the caller's).
 *
 * - `public`: anyone; no token is read.
 * - `partner`: a B2B partner's token (header `X-Partner-Token` or `?token=`), no user (401 without).
 * - `signedIn`: any signed-in user; the service answers only with the caller's own data.
 * - `self`: any signed-in user, about themselves only (`/users/{id}` with another id: 404).
 * - `studentOwn`: students only (403 for others); only their own work and sessions (404).
 * - `teacherOrStudent`: teachers and students (parents 403), e.g. the topic search; their own data only.
 * - `parentOwn`: parents only (403 for others, Teacher and Student winning as the spec says); only the
 *   children they are linked to now (another child, of any school, or an ended link: 404).
 * - `teacher`: teachers only (403), Pending ones included: what belongs to no school (the content bank).
 * - `confirmedTeacher`: teachers only (403); Confirmed in a school with their own email address
 *   confirmed (403 otherwise, the message saying what to do: it is the caller's own state): the
 *   bank's answer keys and misconception tags (issue 24), which belong to no school.
 * - `teacherSelf`: teachers only (403), about themselves only (another user's id or item: 404).
 * - `schoolMember`: teachers only (403); a Confirmed member of the school that owns the resource (404).
 * - `classTeacher`: teachers only (403); a Confirmed member (404) who teaches the class or set the
 *   work, or a school administrator, to change it (403 for the school's other teachers).
 * - `schoolAdministrator`: teachers only (403); a Confirmed member (404) and an administrator of the
 *   school to change it (403).
 * - `partnerOrTeacher`: a partner's token (`Authorization: Bearer msp_…` or `X-Partner-Token`) or a
 *   teacher's bearer access token; 401 without either, 403 for students and parents. What each may read
 *   is the services' (the GraphQL endpoint, decision 0049: a partner reads content only).
 */
export const ACCESS_RULES = [
  'public',
  'partner',
  'signedIn',
  'self',
  'studentOwn',
  'teacherOrStudent',
  'parentOwn',
  'teacher',
  'confirmedTeacher',
  'teacherSelf',
  'schoolMember',
  'classTeacher',
  'schoolAdministrator',
  'partnerOrTeacher',
] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every route declared under the access guards, in registration order (for the generated tests). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/** One route as declared: what the generated authorisation and bad-input tests iterate over. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessRule;
  schema: FastifySchema | undefined;
  websocket: boolean;
}

type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** How the guards learn who is calling: a user's bearer token, or a partner's token. */
export interface Authenticators {
  user: Authenticate;
  partner: Authenticate;
}

type RoleCheck = (caller: Caller) => void;

const isTeacher = (caller: Caller) => caller.roles.includes('Teacher');
// The spec: Teacher wins when an account holds several roles, so a teacher is not a student here.
const isStudent = (caller: Caller) => !isTeacher(caller) && caller.roles.includes('Student');

// A parent who is also a teacher or a student is served as the role that wins (spec §6).
const isParent = (caller: Caller) =>
  !isTeacher(caller) && !isStudent(caller) && caller.roles.includes('Parent');

const onlyTeachers: RoleCheck = (caller) => {
  if (!isTeacher(caller)) throw forbidden();
};

const ROLE_CHECKS: Record<
  Exclude<AccessRule, 'public' | 'partner' | 'partnerOrTeacher'>,
  RoleCheck | null
> = {
  signedIn: null,
  self: null,
  studentOwn: (caller) => {
    if (!isStudent(caller)) throw forbidden('Only students can do this');
  },
  teacherOrStudent: (caller) => {
    if (!isTeacher(caller) && !isStudent(caller)) throw forbidden();
  },
  parentOwn: (caller) => {
    if (!isParent(caller)) throw forbidden('Only parents can do this');
  },
  teacher: onlyTeachers,
  confirmedTeacher: onlyTeachers,
  teacherSelf: onlyTeachers,
  schoolMember: onlyTeachers,
  classTeacher: onlyTeachers,
  schoolAdministrator: onlyTeachers,
};

/**
 * Installs the one HTTP boundary on a scope: every route registered inside it must declare its access
 * rule (a route without one stops the server from starting), and gets the guards for that rule as its
 * first onRequest hooks. The declarations are kept on the root app as `app.declaredRoutes`.
 */
export function installAccessGuards(
  root: FastifyInstance,
  scope: FastifyInstance,
  authenticate: Authenticators,
): void {
  const routes: DeclaredRoute[] = [];
  root.decorate('declaredRoutes', routes);
  scope.addHook('onRoute', (route: RouteOptions) => {
    // Fastify adds a HEAD twin for every GET; it shares the GET's options and hooks.
    if (route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
    }
    routes.push({
      method: String(route.method),
      url: route.url,
      access,
      schema: route.schema,
      websocket: Boolean((route as { websocket?: boolean }).websocket),
    });
    if (access === 'public') return;
    if (access === 'partner') {
      route.onRequest = [authenticate.partner, ...asArray(route.onRequest)];
      return;
    }
    if (access === 'partnerOrTeacher') {
      route.onRequest = [partnerOrTeacher(authenticate), ...asArray(route.onRequest)];
      return;
    }
    const check = ROLE_CHECKS[access];
    const guards: Authenticate[] = [authenticate.user];
    if (check) guards.push(async (request) => check(callerOf(request)));
    route.onRequest = [...guards, ...asArray(route.onRequest)];
  });
}

/** A partner's token is read as a partner's (see bearsPartnerToken); any other call must be a teacher's. */
function partnerOrTeacher(authenticate: Authenticators): Authenticate {
  return async (request, reply) => {
    if (bearsPartnerToken(request)) return authenticate.partner(request, reply);
    await authenticate.user(request, reply);
    onlyTeachers(callerOf(request));
  };
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
