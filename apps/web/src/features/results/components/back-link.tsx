import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, matchPath } from 'react-router';
import { routePatterns } from '../../../shared/routing/paths.ts';
import { previousPage } from '../../../shared/routing/previous-page.ts';

/**
 * The "back to …" link at the top of a results page. A link back to Check means "back where the
 * teacher came from" (the plan, Fix, the dashboard, notifications…): Check only when that is unknown.
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  const back = matchPath(routePatterns.check, to) ? (previousPage() ?? { to, label: children }) : null;
  return (
    <Anchor component={Link} to={back?.to ?? to} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {back?.label ?? children}
      </Group>
    </Anchor>
  );
}
