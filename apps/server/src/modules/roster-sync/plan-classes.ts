import type { RosterSection } from '../../sync-providers/roster.ts';
import {
  byKey,
  type ClassOf,
  type ClassRef,
  CODE_MAX,
  lower,
  type PlanContext,
  type SyncPlan,
  yearGroupFor,
} from './plan-types.ts';

/** Which sections the caller may sync (an administrator all; a teacher those they own), and their classes. */
export function sectionsInScope(ctx: PlanContext): RosterSection[] {
  const { roster, options, misSync, rosterTeacher } = ctx;
  // Which sections this caller may sync: all for an administrator; a teacher, those they own.
  const ownerEmail = (section: RosterSection) => {
    const ownerId = section.ownerId ?? section.teacherIds[0];
    const email = ownerId ? rosterTeacher.get(ownerId)?.email : undefined;
    return email ? lower(email) : null;
  };
  const inScope = roster.sections.filter((section) => {
    if (options.scope.administrator) return true;
    if (options.scope.callerEmail && ownerEmail(section) === options.scope.callerEmail) return true;
    const teaches = section.teacherIds.some(
      (id) => lower(rosterTeacher.get(id)?.email ?? '') === options.scope.callerEmail,
    );
    if (teaches) {
      misSync({
        kind: 'class',
        providerId: section.providerId,
        name: section.name,
        reason: 'not-owner',
        message: `You teach ${section.name} but do not own it: its owner or an administrator syncs it.`,
      });
    }
    return false;
  });

  return inScope;
}

/** Each synced section's class: linked, else by its code where the code is the section's alone, else new. */
export function planClasses(ctx: PlanContext, inScope: RosterSection[]): ClassOf {
  const { roster, local, plan, link, misSync, classById } = ctx;
  // Classes: linked first, then by code where the code is the section's alone.
  const sectionsByName = byKey(roster.sections, (s) => lower(s.name));
  const classesByCode = byKey(
    local.classes.filter((c) => !c.isArchived),
    (c) => lower(c.code),
  );
  const linkedClassIds = new Set(
    [...local.links.entries()]
      .filter(([key, l]) => key.startsWith('class:') && l.localId !== null)
      .map(([, l]) => l.localId),
  );
  const takenCodes = new Set(local.classes.map((c) => lower(c.code)));
  const classOf = new Map<string, ClassRef>();
  for (const section of inScope) {
    const year = yearGroupFor(section.yearGroup, local.yearGroups);
    const linked = link('class', section.providerId);
    if (linked?.action === 'ignore') continue;
    let existing =
      linked?.action === 'link' && linked.localId !== null ? classById.get(linked.localId) : undefined;
    if (!existing && linked?.action !== 'create') {
      const sameName = sectionsByName.get(lower(section.name)) ?? [];
      const candidates = (classesByCode.get(lower(section.name)) ?? []).filter(
        (c) => !linkedClassIds.has(c.groupId),
      );
      if (sameName.length > 1 || candidates.length > 1) {
        misSync({
          kind: 'class',
          providerId: section.providerId,
          name: section.name,
          reason: 'duplicate-section-name',
          message:
            sameName.length > 1
              ? `${sameName.length} classes are called ${section.name} at the provider: choose which class this is, or make it a new class. It is not synced until then.`
              : `More than one class here is called ${section.name}: choose which one this is. It is not synced until then.`,
          candidates: (classesByCode.get(lower(section.name)) ?? []).map((c) => ({
            id: c.groupId,
            name: c.code,
            detail: `${c.studentIds.length} students`,
          })),
        });
        continue;
      }
      existing = candidates[0];
    }
    if (existing?.isArchived) {
      plan.counts.leftAlone++;
      continue;
    }
    if (existing) {
      const ref = { groupId: existing.groupId };
      classOf.set(section.providerId, ref);
      if (!linked) plan.links.push({ kind: 'class', providerId: section.providerId, klass: ref });
      const code = section.name.trim().slice(0, CODE_MAX);
      const update: SyncPlan['classUpdates'][number] = { groupId: existing.groupId };
      // Renamed at the provider: renamed here too, unless another class has that code (a class made apart
      // from a same-named one keeps the "(2)" it was given).
      const codeTaken = local.classes.some(
        (c) => c.groupId !== existing.groupId && lower(c.code) === lower(code),
      );
      if (code && code !== existing.code && !codeTaken) update.code = code;
      if (year !== null && !existing.countryYearGroupIds.includes(year)) update.countryYearGroupId = year;
      if (update.code !== undefined || update.countryYearGroupId !== undefined) {
        plan.classUpdates.push(update);
        plan.counts.classesUpdated++;
        plan.changes.push({
          kind: 'class-updated',
          name: code,
          detail: update.code ? `was ${existing.code}` : 'year group',
        });
      } else {
        plan.counts.leftAlone++;
      }
      continue;
    }
    let code = section.name.trim().slice(0, CODE_MAX) || section.providerId;
    for (let n = 2; takenCodes.has(lower(code)); n++)
      code = `${section.name.trim().slice(0, CODE_MAX - 5)} (${n})`;
    takenCodes.add(lower(code));
    const ref = { newClass: plan.newClasses.length };
    plan.newClasses.push({ providerId: section.providerId, code, countryYearGroupId: year });
    classOf.set(section.providerId, ref);
    plan.links.push({ kind: 'class', providerId: section.providerId, klass: ref });
    plan.counts.classesAdded++;
    plan.changes.push({
      kind: 'class-added',
      name: code,
      detail: section.yearGroup ? `year ${section.yearGroup}` : '',
    });
  }

  return classOf;
}
