import type { EventDropInfo, EventInput } from '@fullcalendar/react';
import { Box, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ASSIGNMENT_KIND_COLOURS,
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_KINDS,
} from '../../../shared/assignments/assignment-kinds.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { classScopeName } from '../../../shared/session/class-selection.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useArrowKeyEntries } from '../../../shared/ui/use-arrow-key-entries.ts';
import { type CalendarRange, useAssignmentCalendar } from '../api/get-assignment-calendar.ts';
import { calendarEventOf, dropShiftDays } from '../calendar-events.ts';
import { useMoveAssignment } from '../hooks/use-move-assignment.tsx';
import { groupIdsFor } from '../plan-list-params.ts';
import classes from './plan-calendar.module.css';
import { PlanHeader } from './plan-header.tsx';

// FullCalendar downloads after the page's header, a grey box of its height holding its place.
const WorkCalendar = lazy(async () => ({ default: (await import('./work-calendar.tsx')).WorkCalendar }));

/** The calendar's stops: each work entry (a link in a day's cell), and each day's "+ n more". */
const CALENDAR_STOPS = '[role="cell"] a[href], [role="cell"] [title^="Show "]';

const kindColour = (kind: keyof typeof ASSIGNMENT_KIND_COLOURS) =>
  `var(--mantine-color-${ASSIGNMENT_KIND_COLOURS[kind]}-9)`;

/** `/{schoolId}/plan/calendar`: the work on a month (or week) calendar; drag an entry to move its dates. */
export function PlanCalendarPage() {
  usePageTitle('Plan calendar');
  const schoolId = useSessionStore((s) => s.schoolId);
  const groups = useSessionStore((s) => s.groups);
  const { groupId: selectedGroup, group } = useSelectedClass();
  const navigate = useNavigate();
  const move = useMoveAssignment();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [visible, setVisible] = useState<{ from: string; to: string } | null>(null);
  // One Tab stop for the calendar's work, then the arrow keys (issue 26 point 6).
  const calendarBox = useRef<HTMLDivElement>(null);
  const arrowKeys = useArrowKeyEntries(calendarBox, CALENDAR_STOPS);

  // The sidebar's class, else the teacher's classes (the school's work for a teacher without any).
  const groupIds = useMemo(
    () =>
      groupIdsFor(
        selectedGroup,
        groups.map((g) => g.groupId),
      ),
    [selectedGroup, groups],
  );
  const range: CalendarRange | null = visible && { ...visible, groupIds };
  const calendar = useAssignmentCalendar(schoolId ?? 0, range);

  const events = useMemo<EventInput[]>(
    () =>
      (calendar.data?.items ?? []).map((entry) => ({
        ...calendarEventOf(entry),
        url: paths.planAssignment(schoolId ?? 0, entry.assignmentId),
        color: kindColour(entry.kind),
        contrastColor: '#ffffff',
      })),
    [calendar.data, schoolId],
  );

  if (schoolId === null) return null;

  // The work moves to exactly the day it was dropped on: the shift is counted from the day it
  // starts on (kept with the entry) to the dropped entry's first day, both school days.
  const onDrop = async (info: EventDropInfo) => {
    const startDate: unknown = info.oldEvent.extendedProps.startDate;
    const days = typeof startDate === 'string' ? dropShiftDays(startDate, info.event.startStr) : null;
    if (days === null || days === 0) {
      info.revert();
      return;
    }
    const saved = await move(Number(info.event.id), days);
    if (!saved) info.revert();
  };

  return (
    <Stack gap="lg">
      <PlanHeader schoolId={schoolId} view="calendar" />
      <Group justify="flex-end" align="flex-end" gap="md" wrap="wrap">
        <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Colours">
          {ASSIGNMENT_KINDS.map((kind) => (
            <Group component="li" key={kind} gap={6} wrap="nowrap">
              <Box w={14} h={14} style={{ borderRadius: 3, background: kindColour(kind) }} aria-hidden />
              <Text size="sm">{ASSIGNMENT_KIND_LABELS[kind]}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      {calendar.isError && (
        <LoadError title="The calendar could not be loaded" message={calendar.error.message} />
      )}
      {calendar.data?.items.length === 0 && !calendar.isFetching && (
        <Text data-testid="calendar-empty">No work for {classScopeName(group)} in these dates.</Text>
      )}
      <Box
        ref={calendarBox}
        {...arrowKeys}
        className={classes.calendar}
        pos="relative"
        aria-busy={calendar.isFetching}
        data-testid="plan-calendar"
      >
        {calendar.isFetching && (
          <Loader size="sm" className={classes.loader} aria-label="Loading the calendar" />
        )}
        <Suspense fallback={<Skeleton h={phone ? 260 : 640} radius="sm" data-testid="calendar-loading" />}>
          <WorkCalendar
            events={events}
            phone={phone}
            onDatesSet={(next) =>
              setVisible((current) =>
                current?.from === next.from && current.to === next.to ? current : next,
              )
            }
            onOpen={(assignmentId) => navigate(paths.planAssignment(schoolId, assignmentId))}
            onDrop={(info) => void onDrop(info)}
          />
        </Suspense>
      </Box>
      <Text size="sm" className={muted.muted}>
        Drag work to another day to move its start and end dates; Undo in the message that follows puts them
        back. With a keyboard, Tab to the work on the calendar and move between entries with the arrow keys;
        Enter opens one, where its dates can be changed.
      </Text>
    </Stack>
  );
}
