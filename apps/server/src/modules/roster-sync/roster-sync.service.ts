import { yearGroupsForCountry } from '@mathsight/content/year-groups.ts';
import {
  type MisSync,
  type ResolveMisSyncRequest,
  SYNC_TIMEOUT_MS,
  type SyncRun,
  type SyncRunMode,
  type SyncStatus,
} from '@mathsight/contract/roster-sync.ts';
import type { SyncProvider, SyncUpdateType } from '@mathsight/contract/sync-connections.ts';
import type { ServerLog } from '../../app-context.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { makeInvitationCode } from '../../auth/invitation-code.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { assertCanUseSchool } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { ClassMembership } from '../../school-members/class-membership.ts';
import { userNameBase } from '../../school-members/student-credentials.ts';
import { retryOnUserNameRace } from '../../school-members/user-name-race.ts';
import { errorReason } from '../../shared/redact-error.ts';
import { ProviderError, type ProviderFault, type RosterSource } from '../../sync-providers/roster.ts';
import { planIsEmpty, planSync, type SyncScope } from './plan-sync.ts';
import { runResultOf, toSyncRun } from './roster-sync.presenter.ts';
import type { RosterSyncRepository } from './roster-sync.repository.ts';

/** What each provider fault means to the person who ran the sync: always that nothing changed. */
const FAULT_MESSAGES: Record<ProviderFault, string> = {
  unauthorised:
    "The provider refused the school's connection (401). Nothing changed: an administrator connects it again on this page.",
  forbidden:
    'The provider refused to share the roster (403). Nothing changed: check what the connection may read at the provider.',
  unavailable: "The provider's service failed part way through. Nothing changed: try again later.",
  timeout: 'The provider took too long to answer. Nothing changed: try again later.',
  incomplete: 'A page of the roster was missing. Nothing changed: try again.',
  malformed: 'The provider sent something Mathsight cannot read. Nothing changed.',
};

/** Progress is written at most this often while the pages arrive. */
const PROGRESS_EVERY_MS = 250;

interface RunRequest {
  schoolId: number;
  provider: SyncProvider;
  mode: SyncRunMode;
  updateType: SyncUpdateType;
  scope: SyncScope;
  startedBy: number | null;
  nightly: boolean;
}

/**
 * Syncing a school's classes from a roster provider (issue 28 point 3). A run reads the whole roster first
 * (a fault anywhere fails the run and changes nothing), plans against the school as it is (plan-sync.ts), and
 * for an apply writes the plan in one transaction, then tells every cache the classes changed (the one owner
 * of class membership). Any Confirmed teacher may preview and apply the sections they own; an administrator
 * syncs every section, and only an administrator may Replace. A sync never makes a teacher, changes a role or
 * moves anyone between schools.
 */
export class RosterSyncService {
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly repo: RosterSyncRepository,
    private readonly access: SchoolAccessService,
    private readonly sources: {
      rosterSourceFor(schoolId: number, provider: SyncProvider): Promise<RosterSource>;
    },
    private readonly membership: Pick<ClassMembership, 'changed'>,
    private readonly log: ServerLog,
  ) {}

  private async member(caller: Caller, schoolId: number) {
    const access = await this.access.schoolAccess(caller, schoolId);
    assertCanUseSchool(access);
    return access;
  }

  async status(caller: Caller, schoolId: number, provider: SyncProvider): Promise<SyncStatus> {
    await this.member(caller, schoolId);
    const [preview, apply] = await Promise.all([
      this.repo.latest(schoolId, provider, 'preview'),
      this.repo.latest(schoolId, provider, 'apply'),
    ]);
    return {
      provider,
      lastPreview: preview ? toSyncRun(preview) : null,
      lastApply: apply ? toSyncRun(apply) : null,
    };
  }

  async run(caller: Caller, schoolId: number, provider: SyncProvider, runId: number): Promise<SyncRun> {
    await this.member(caller, schoolId);
    const row = await this.repo.run(schoolId, provider, runId);
    if (!row) throw notFound();
    return toSyncRun(row);
  }

  /** The newest finished run's mis-syncs (preview or apply), without those a person has resolved since. */
  async misSyncs(caller: Caller, schoolId: number, provider: SyncProvider): Promise<MisSync[]> {
    await this.member(caller, schoolId);
    const [preview, apply] = await Promise.all([
      this.repo.latest(schoolId, provider, 'preview', true),
      this.repo.latest(schoolId, provider, 'apply', true),
    ]);
    const newest = [preview, apply].filter((r) => r !== null).sort((a, b) => b.id - a.id)[0];
    if (!newest) return [];
    const { links } = await this.repo.localState(schoolId, provider);
    return toSyncRun(newest).misSyncs.filter(
      (m) => m.reason === 'not-owner' || !links.has(`${m.kind}:${m.providerId}`),
    );
  }

  /** A person's answer to a mis-sync (administrators): the next run links, makes or leaves it out. */
  async resolve(caller: Caller, schoolId: number, provider: SyncProvider, body: ResolveMisSyncRequest) {
    const access = await this.member(caller, schoolId);
    if (!access.isSchoolAdministrator) throw forbidden('Only a school administrator can resolve mis-syncs');
    if (body.action === 'link') {
      if (body.localId === undefined)
        throw badRequest('Choose which one it is', { localId: ['Choose which one it is'] });
      if (!(await this.repo.isSchools(schoolId, body.kind, body.localId))) throw notFound();
    }
    if (body.action === 'create' && body.kind === 'teacher') {
      throw badRequest('A sync never makes a teacher: invite them to the school instead', {
        action: ['A sync never makes a teacher'],
      });
    }
    await this.repo.saveLink({
      schoolId,
      provider,
      kind: body.kind,
      providerId: body.providerId,
      action: body.action,
      localId: body.action === 'link' ? (body.localId ?? null) : null,
    });
  }

  /** Starts a run and answers at once with it (running); the screen follows its progress. */
  async start(
    caller: Caller,
    schoolId: number,
    provider: SyncProvider,
    body: { mode: SyncRunMode; updateType: SyncUpdateType },
  ): Promise<SyncRun> {
    const access = await this.member(caller, schoolId);
    if (body.updateType === 'Replace' && !access.isSchoolAdministrator) {
      throw forbidden('Only a school administrator can replace classes from a sync: choose Merge');
    }
    const scope: SyncScope = {
      administrator: access.isSchoolAdministrator,
      callerEmail: access.isSchoolAdministrator ? null : await this.repo.teacherEmail(access.teacherId),
    };
    // 404 before a run is claimed when the school has no such connection.
    const source = await this.sources.rosterSourceFor(schoolId, provider);
    const run = await this.begin(
      { schoolId, provider, ...body, scope, startedBy: access.teacherId, nightly: false },
      source,
    );
    if (run === null) throw conflict('A sync with this provider is already running: wait for it to finish.');
    const row = await this.repo.run(schoolId, provider, run);
    if (!row) throw notFound();
    return toSyncRun(row);
  }

  /** Nightly (the school's option): each due connection applied with Merge, as an administrator would. */
  async runNightly(signal: AbortSignal): Promise<void> {
    for (const due of await this.repo.nightlyDue()) {
      if (signal.aborted) return;
      const source = await this.sources.rosterSourceFor(due.schoolId, due.provider).catch(() => null);
      if (!source) continue;
      await this.begin(
        {
          ...due,
          mode: 'apply',
          updateType: 'Merge',
          scope: { administrator: true, callerEmail: null },
          startedBy: null,
          nightly: true,
        },
        source,
      );
    }
    await this.settled();
  }

  /** Every run this node started has finished (tests; shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.#running]);
  }

  private async begin(request: RunRequest, source: RosterSource): Promise<number | null> {
    const runId = await this.repo.startRun({
      schoolId: request.schoolId,
      provider: request.provider,
      mode: request.mode,
      updateType: request.updateType,
      startedBy: request.startedBy,
      nightly: request.nightly,
    });
    if (runId === null) return null;
    const done = this.execute(runId, request, source).catch(async (error: unknown) => {
      const message =
        error instanceof ProviderError ? FAULT_MESSAGES[error.fault] : 'The sync failed. Nothing changed.';
      if (!(error instanceof ProviderError)) {
        this.log.warn({ runId, reason: errorReason(error) }, 'roster sync failed');
      }
      await this.repo.finishRun(runId, { status: 'failed', error: message, result: null }).catch(() => {});
    });
    this.#running.add(done);
    void done.finally(() => this.#running.delete(done));
    return runId;
  }

  private async execute(runId: number, request: RunRequest, source: RosterSource): Promise<void> {
    let lastWrite = 0;
    let pages = 0;
    const roster = await source.readRoster({
      signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
      onProgress: ({ pagesRead, itemsRead }) => {
        pages = pagesRead;
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        void this.repo.progress(runId, pagesRead, itemsRead).catch(() => {});
      },
    });
    const items = roster.sections.length + roster.students.length + roster.teachers.length;
    await this.repo.progress(runId, pages, items).catch(() => {});
    const school = await this.repo.school(request.schoolId);
    if (!school) throw notFound();
    const { userIdOf, ...local } = await this.repo.localState(request.schoolId, request.provider);
    const yearGroups = yearGroupsForCountry(school.country).map((y) => ({
      id: y.countryYearGroupId,
      name: y.name,
    }));
    const plan = planSync(
      roster,
      { ...local, yearGroups },
      { updateType: request.updateType, scope: request.scope },
    );
    const result = runResultOf(plan);
    if (request.mode === 'preview' || planIsEmpty(plan)) {
      await this.repo.finishRun(runId, { status: 'done', error: null, result });
      return;
    }
    await retryOnUserNameRace(() =>
      this.repo.apply({
        schoolId: request.schoolId,
        provider: request.provider,
        plan,
        invitationCodes: plan.newClasses.map(() => makeInvitationCode()),
        userNameBases: plan.newStudents.map((s) => userNameBase(s.firstName, s.lastName)),
        userIdOf,
        runId,
        result,
        now: new Date(),
      }),
    );
    await this.membership.changed(request.schoolId);
  }
}
