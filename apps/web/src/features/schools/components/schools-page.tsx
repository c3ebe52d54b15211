import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { JoinStatus, SchoolSearchItem } from '@mathsight/contract/schools.ts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import { ConfirmEmailNotice } from '../../../shared/session/components/confirm-email-notice.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useJoinSchool } from '../api/join-school.ts';
import { useSchoolSearch } from '../api/search-schools.ts';
import { AddSchoolForm } from './add-school-form.tsx';
import { CleverSchoolButton, CleverSchoolResult } from './clever-school-button.tsx';

/**
 * /schools (and /schools/search, /schools/add, /schools/join): find your school and ask to join it,
 * or add it. The join status of spec §4 shows on each result: will-join (confirming), loading,
 * joined-unverified (waiting for an administrator), failed. Adding a school needs a confirmed address
 * (the server's rule): until then the add tab says so, with the link sent again on request.
 */
export function SchoolsPage() {
  usePageTitle('Your school');
  const me = useMe(useSessionStore((s) => s.schoolId));
  const user = me.data?.user;
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.pathname === paths.schoolsAdd() ? 'add' : 'search';
  const [searchText, setSearchText] = useState('');

  return (
    <Container size={720} py={{ base: 'xl', sm: 48 }}>
      <Title order={1}>Your school</Title>
      <Text className={muted.muted} mt="xs">
        Your classes, students and results belong to your school. Join it if a colleague already uses
        Mathsight, or add it.
      </Text>
      <CleverSchoolResult />
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(value === 'add' ? paths.schoolsAdd() : paths.schoolsSearch(), { replace: true })
        }
        mt="lg"
        // The add form starts from what was searched for, so it mounts when its tab opens.
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="search">Find your school</Tabs.Tab>
          <Tabs.Tab value="add">Add your school</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search" pt="md">
          <SchoolSearch searchText={searchText} onSearchText={setSearchText} />
        </Tabs.Panel>
        <Tabs.Panel value="add" pt="md">
          {user && !user.isEmailConfirmed ? (
            <ConfirmEmailNotice
              email={user.email}
              needed="The teacher who adds a school becomes its administrator, so adding one needs a confirmed email address. You can find and join your school now."
            />
          ) : (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Text mb="md">
                You'll be the school's administrator: you confirm colleagues who ask to join.
              </Text>
              <AddSchoolForm initialName={searchText} />
              <CleverSchoolButton />
            </Paper>
          )}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function SchoolSearch({
  searchText,
  onSearchText,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
}) {
  const [debounced] = useDebouncedValue(searchText.trim(), 250);
  const search = useSchoolSearch(debounced);
  const navigate = useNavigate();
  const tooShort = debounced.length < 2;

  return (
    <Stack gap="md">
      <TextInput
        label="School name, town or postcode"
        placeholder="For example: Oakfield, York or YO1"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(e) => onSearchText(e.currentTarget.value)}
        data-autofocus
      />
      <div aria-live="polite">
        {tooShort ? (
          <Text className={muted.muted}>
            Type at least two letters of your school's name, town or postcode.
          </Text>
        ) : search.isError ? (
          <LoadError
            title="The schools could not be loaded"
            message={errorMessageOf(search.error)}
            onRetry={() => void search.refetch()}
          />
        ) : search.isPending ? (
          <Text className={muted.muted}>Searching…</Text>
        ) : search.data.items.length === 0 ? (
          <Text>
            No school matches “{debounced}”.{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => navigate(paths.schoolsAdd())}
              underline="always"
            >
              Add your school
            </Anchor>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {search.data.items.map((school) => (
              <SchoolResult key={school.schoolId} school={school} />
            ))}
            {search.data.total > search.data.items.length && (
              <Text size="sm" className={muted.muted}>
                Showing {search.data.items.length} of {search.data.total}. Add the town or postcode to narrow
                it down.
              </Text>
            )}
          </Stack>
        )}
      </div>
      {!tooShort && (
        <Text size="sm">
          Can't find it?{' '}
          <Anchor
            component="button"
            type="button"
            onClick={() => navigate(paths.schoolsAdd())}
            underline="always"
          >
            Add your school
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function SchoolResult({ school }: { school: SchoolSearchItem }) {
  const join = useJoinSchool();
  const navigate = useNavigate();
  const [status, setStatus] = useState<JoinStatus | null>(null);
  const address = [school.addressLine1, school.city, school.zipOrPostCode].filter(Boolean).join(', ');
  const member = school.membershipStatus;

  const confirmJoin = async () => {
    setStatus('loading');
    try {
      const joined = await join.mutateAsync(school.schoolId);
      setStatus('joined-unverified');
      navigate(paths.pending(joined.schoolId));
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={school.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Text fw={700}>{school.name}</Text>
          <Text size="sm" className={muted.muted}>
            {address}
          </Text>
          <Text size="sm" className={muted.muted}>
            {school.teacherCount === 1 ? '1 teacher' : `${school.teacherCount} teachers`} on Mathsight
          </Text>
        </div>
        {member === 'Confirmed' ? (
          <Button variant="light" onClick={() => navigate(paths.dashboard(school.schoolId))}>
            Open
          </Button>
        ) : member === 'Pending' ? (
          <Badge color="gray.8" variant="outline" size="lg">
            Waiting for an administrator
          </Badge>
        ) : status === 'will-join' || status === 'loading' ? (
          <Group gap="xs">
            <Button onClick={() => void confirmJoin()} loading={status === 'loading'}>
              Ask to join
            </Button>
            <Button variant="default" onClick={() => setStatus(null)} disabled={status === 'loading'}>
              Cancel
            </Button>
          </Group>
        ) : (
          <Button variant="light" onClick={() => setStatus('will-join')}>
            This is my school
          </Button>
        )}
      </Group>
      {status === 'will-join' && (
        <Text size="sm" mt="sm">
          An administrator of {school.name} confirms you before you see its classes and results.
        </Text>
      )}
      {status === 'failed' && (
        <StatusAlert tone="error" title="You could not join" role="alert">
          {errorMessageOf(join.error)}
        </StatusAlert>
      )}
    </Paper>
  );
}
