import { Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ParentChild,
  SCHOOL_PARENTS_PAGE_SIZE,
  type SchoolParent,
} from '@mathsight/contract/school-parents.ts';
import { useMemo, useState } from 'react';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ClassFilterSelect, ListSearchInput } from '../../../shared/ui/list-filters.tsx';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSchoolParents } from '../api/list-school-parents.ts';
import { useParentCoverage } from '../api/parent-coverage.ts';
import { useInvitableCount } from '../api/parent-invitations.ts';
import type { ParentFilters } from '../api/school-parents-keys.ts';
import { ParentCoverageCard } from './parent-coverage-card.tsx';
import { ParentInvitationsSection } from './parent-invitations-section.tsx';
import tableClasses from './parents-table.module.css';
import { personName, UnlinkParentDialog } from './unlink-parent-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** One child of a parent: name, classes, when linked, and (for administrators) Unlink. */
function ChildLine({
  parent,
  child,
  canUnlink,
  onUnlink,
}: {
  parent: SchoolParent;
  child: ParentChild;
  canUnlink: boolean;
  onUnlink: () => void;
}) {
  return (
    <Group component="li" gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={600} component="span">
          {personName(child)}
        </Text>{' '}
        <Text size="sm" component="span">
          {child.groups.map((g) => g.code).join(', ') || 'No class'}
        </Text>
        <Text size="xs" className={muted.muted}>
          Linked {formatSchoolDate(child.linkedAt)}
        </Text>
      </div>
      {canUnlink && (
        <Button size="compact-sm" variant="default" onClick={onUnlink}>
          Unlink
          <VisuallyHidden>
            {' '}
            {personName(parent)} from {personName(child)}
          </VisuallyHidden>
        </Button>
      )}
    </Group>
  );
}

/**
 * `/{schoolId}/settings/parents`: the parents linked to the school's students (spec §2). Every
 * Confirmed teacher sees the parents of the students they may see (administrators: everyone), how
 * many students have a parent linked, and finds a parent by name, email or class; administrators
 * unlink a parent from a child. Above the list, inviting parents (issue 27): by email or letter, for
 * the classes the caller may invite for (parent-invitations-section.tsx).
 */
export function SchoolParentsPage() {
  usePageTitle('Parents');
  const schoolId = useSessionStore((s) => s.schoolId);
  const school = useSessionStore((s) => s.currentSchool);
  const isAdministrator = school?.teacher.isSchoolAdministrator ?? false;
  const schoolName = school?.name ?? 'your school';

  const [searchInput, setSearchInput] = useState('');
  const [searchText] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [groupId, setGroupId] = useState<number | null>(null);
  const filters: ParentFilters = useMemo(
    () => ({ searchText: searchText.trim(), groupId }),
    [searchText, groupId],
  );
  const [page, setPage] = useState(1);
  // A new search or class starts again on the first page (adjusted during render, not in an effect).
  const filterKey = JSON.stringify(filters);
  const [filtersFor, setFiltersFor] = useState(filterKey);
  if (filtersFor !== filterKey) {
    setFiltersFor(filterKey);
    setPage(1);
  }
  const [unlinking, setUnlinking] = useState<{ parent: SchoolParent; child: ParentChild } | null>(null);

  const list = useSchoolParents(schoolId ?? 0, filters, page);
  const coverage = useParentCoverage(schoolId ?? 0);
  const invitable = useInvitableCount(schoolId ?? 0);
  const classOptions = useMemo(
    () => (coverage.data?.classes ?? []).map((c) => ({ value: String(c.groupId), label: c.code })),
    [coverage.data],
  );
  if (schoolId === null) return null;

  const filtered = filters.searchText !== '' || groupId !== null;
  const clearFilters = () => {
    setSearchInput('');
    setGroupId(null);
  };

  const body = (
    <ListStates
      read={list}
      noun="parents"
      loadingRows={4}
      rowHeight={52}
      isEmpty={(data) => data.items.length === 0}
      empty={
        filtered ? (
          <ListEmpty title="No parent matches." testId="parents-empty">
            <Text size="sm">Try another name or class.</Text>
            <Button size="sm" variant="default" onClick={clearFilters}>
              Clear the search
            </Button>
          </ListEmpty>
        ) : (
          <ListEmpty
            title={
              isAdministrator
                ? "No parents are linked to the school's students yet."
                : 'No parents are linked to the students you teach yet.'
            }
            testId="parents-empty"
          >
            <Text size="sm">A parent appears here once their account is linked to their child.</Text>
          </ListEmpty>
        )
      }
    >
      {({ items, total }) => (
        <Stack gap="md">
          <ListTable
            label="Parents"
            verticalSpacing="sm"
            layout="fixed"
            className={tableClasses.table}
            data-testid="parents-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="42%">
                  Parent
                </Table.Th>
                <Table.Th scope="col">Children</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((parent) => (
                <Table.Tr key={parent.parentId} data-testid="parent-row">
                  <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    <Text size="sm" fw={600}>
                      {personName(parent)}
                    </Text>
                    {parent.email ? (
                      <Anchor href={`mailto:${parent.email}`} size="sm">
                        {parent.email}
                      </Anchor>
                    ) : (
                      <Text size="sm" className={muted.muted}>
                        No email address
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                      {parent.children.map((child) => (
                        <ChildLine
                          key={child.studentId}
                          parent={parent}
                          child={child}
                          canUnlink={isAdministrator}
                          onUnlink={() => setUnlinking({ parent, child })}
                        />
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ListTable>
          {total > SCHOOL_PARENTS_PAGE_SIZE && (
            <PagerFooter
              page={page}
              pageSize={SCHOOL_PARENTS_PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              label="Parents"
            />
          )}
        </Stack>
      )}
    </ListStates>
  );

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1}>Parents</Title>
        <Text className={muted.muted} mt={4}>
          {isAdministrator
            ? `Invite parents to follow their child's work, and see the parents linked to students at ${schoolName}. Unlink a parent who should no longer follow a child.`
            : `Invite the parents of the students you teach at ${schoolName}, and see who has joined. Only the school's administrators can unlink a parent.`}
        </Text>
      </div>

      {coverage.isError ? (
        <LoadError
          title="The share of students with a parent could not be loaded"
          message={coverage.error.message}
          onRetry={() => coverage.refetch()}
        />
      ) : (
        <ParentCoverageCard coverage={coverage.data} groupId={groupId} isAdministrator={isAdministrator} />
      )}

      {invitable.isError ? (
        <LoadError
          title="Parent invitations could not be loaded"
          message={invitable.error.message}
          onRetry={() => invitable.refetch()}
        />
      ) : (
        invitable.data && <ParentInvitationsSection schoolId={schoolId} classes={invitable.data.classes} />
      )}

      <Title order={2}>Linked parents</Title>
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Find parents">
        <ListSearchInput
          placeholder="Name or email of a parent or child"
          value={searchInput}
          onChange={setSearchInput}
          style={{ flex: '1 1 16rem' }}
        />
        <ClassFilterSelect data={classOptions} groupId={groupId} onChange={setGroupId} />
      </Group>

      <Text size="sm" role="status" data-testid="parents-count">
        {list.data
          ? `${list.data.total} ${list.data.total === 1 ? 'parent' : 'parents'}${filtered ? ' match' : ''}`
          : ''}
      </Text>

      {body}

      {unlinking && (
        <UnlinkParentDialog
          schoolId={schoolId}
          schoolName={schoolName}
          parent={unlinking.parent}
          child={unlinking.child}
          onClose={() => setUnlinking(null)}
          onUnlinked={() => {
            showToast({
              id: `unlink-${unlinking.parent.parentId}-${unlinking.child.studentId}`,
              color: 'green',
              message: `${personName(unlinking.parent)} is no longer linked to ${personName(unlinking.child)}.`,
            });
            setUnlinking(null);
          }}
        />
      )}
    </Stack>
  );
}
