import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Child, EndedChildLink } from '@mathsight/contract/parent-home.ts';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import {
  useChildWeek,
  useDismissEndedLink,
  useParentContext,
  useSetWeeklyEmail,
  useWeeklyEmail,
} from '../api/parent-home.ts';
import { ChildWeekView } from './child-week.tsx';

function Loading({ what }: { what: string }) {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">Loading {what}</VisuallyHidden>
      {[0, 1].map((i) => (
        <Skeleton key={i} height={120} radius="md" />
      ))}
    </Stack>
  );
}

/** The child chosen in the address (`?child=`), as asked: the server says whether it is the parent's. */
function useChosenChild(children: Child[]): [number | null, (id: number) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('child'));
  const chosen = Number.isInteger(asked) && asked > 0 ? asked : (children[0]?.childId ?? null);
  return [chosen, (id) => setSearch({ child: String(id) })];
}

function ChildSwitcher({
  list,
  value,
  onChange,
}: {
  list: Child[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  if (list.length < 2) return null;
  return (
    <div>
      <Text fw={600} id="child-switcher-label" size="sm" mb={4}>
        Your children
      </Text>
      <SegmentedControl
        aria-labelledby="child-switcher-label"
        fullWidth
        value={value === null ? '' : String(value)}
        onChange={(v) => onChange(Number(v))}
        data={list.map((c) => ({ value: String(c.childId), label: c.firstName }))}
      />
    </div>
  );
}

const ENDED: Record<EndedChildLink['reason'], string> = {
  removed: 'removed the link to',
  archived: 'archived the account of',
  deleted: 'deleted the account of',
};

/** The notices that a link to a child ended (issue 27 point 6), until the parent dismisses each. */
function EndedLinks({ links }: { links: EndedChildLink[] }) {
  const dismiss = useDismissEndedLink();
  if (links.length === 0) return null;
  return (
    <Stack gap="xs">
      {links.map((l) => (
        <StatusAlert key={l.endedLinkId} tone="info" title="A link to your child has ended" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {l.schoolName} {ENDED[l.reason]} {l.childFirstName ?? 'your child'}, so their work no longer
              shows here. If you think this is a mistake, contact the school&apos;s office.
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={dismiss.isPending && dismiss.variables === l.endedLinkId}
              onClick={() => dismiss.mutate(l.endedLinkId)}
            >
              Dismiss
            </Button>
          </Stack>
        </StatusAlert>
      ))}
    </Stack>
  );
}

function WeeklyEmailSwitch() {
  const current = useWeeklyEmail();
  const save = useSetWeeklyEmail();
  return (
    <Stack gap={4}>
      <Switch
        label="Email me a summary of each child's week on Mondays"
        description="Work done, one thing to practise, and a link back here. You can stop it from any of the emails."
        checked={current.data?.enabled ?? false}
        disabled={current.isPending || save.isPending}
        onChange={(e) => save.mutate({ enabled: e.currentTarget.checked })}
      />
      {save.isError && (
        <Text size="sm" c="red.9" role="alert">
          Your choice was not saved: {save.error.message}
        </Text>
      )}
    </Stack>
  );
}

function ChosenChild({ childId, list }: { childId: number; list: Child[] }) {
  const week = useChildWeek(childId);
  if (week.isPending) return <Loading what="your child's week" />;
  if (week.isError) {
    if (week.error instanceof ApiError && week.error.status === 404) {
      const first = list[0];
      return (
        <StatusAlert tone="error" title="This child is not linked to your account" role="alert">
          You can only see your own children.{' '}
          {first && (
            <Anchor component={Link} to={`${paths.parentHome()}?child=${first.childId}`}>
              Back to {first.firstName}&apos;s week
            </Anchor>
          )}
        </StatusAlert>
      );
    }
    return (
      <LoadError
        title="Your child's week could not be loaded"
        message={week.error.message}
        onRetry={() => week.refetch()}
      />
    );
  }
  return <ChildWeekView week={week.data} />;
}

/**
 * `/parent` (issue 27 point 4): each child's week for their parent, phone first: the work set this
 * week and last, topics, how to help at home, their own place in the class league; a switch between
 * children, the weekly email's switch and the account link.
 */
export function ParentHomePage() {
  usePageTitle('Parent home');
  const context = useParentContext();
  const children = context.data?.children ?? [];
  const [childId, choose] = useChosenChild(children);
  const chosen = children.find((c) => c.childId === childId);
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <div>
        <Title order={1}>{chosen ? `${chosen.firstName}'s week` : 'Parent home'}</Title>
        <Text className={muted.muted} mt={4}>
          {chosen
            ? `${chosen.firstName} ${chosen.lastName} at ${chosen.schoolName}`
            : 'What your child is working on in maths, and how to help.'}
        </Text>
      </div>
      <EndedLinks links={context.data?.endedChildLinks ?? []} />
      {context.isPending ? (
        <Loading what="your children" />
      ) : context.isError ? (
        <LoadError
          title="Your page could not be loaded"
          message={context.error.message}
          onRetry={() => context.refetch()}
        />
      ) : children.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text fw={600}>No child is linked to your account</Text>
          <Text size="sm" mt={4}>
            Your child&apos;s school links your account to your child, with the code on its invitation letter
            or email. If a link has ended or you have a question, contact the school&apos;s office.
          </Text>
        </Card>
      ) : (
        <>
          <ChildSwitcher list={children} value={childId} onChange={choose} />
          {childId !== null && <ChosenChild childId={childId} list={children} />}
        </>
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-label="Your settings">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your settings
          </Title>
          {children.length > 0 && <WeeklyEmailSwitch />}
          <Group gap="xs">
            <Anchor component={Link} to={paths.account()}>
              Your account
            </Anchor>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
