import { Anchor } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../routing/paths.ts';
import { useAssistantOn } from './use-assistant-on.ts';

/**
 * "Ask the assistant about this" (issue 29): opens /assistant with this page as its context, only
 * where the school has the assistant switched on.
 */
export function AskAboutThis({ context }: { context: string }) {
  const { pathname, search } = useLocation();
  const on = useAssistantOn();
  if (!on) return null;
  return (
    <Anchor component={Link} to={paths.assistant({ context, contextUrl: `${pathname}${search}` })} size="sm">
      <IconSparkles size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      Ask the assistant about this
    </Anchor>
  );
}
