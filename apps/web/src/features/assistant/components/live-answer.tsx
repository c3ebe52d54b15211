import { Card, Loader, Text } from '@mantine/core';
import muted from '../../../shared/ui/muted-text.module.css';
import type { LiveAnswer } from '../api/ask-assistant.ts';

/**
 * The answer while it streams in (issue 29 point 2): its words as the server sends them. Not a live
 * region: the kept answer that replaces it is announced once, whole, where the conversation is.
 */
export function LiveAnswerCard({ live }: { live: LiveAnswer }) {
  return (
    <Card withBorder padding="sm" aria-label="The answer so far" aria-busy="true">
      {live.note && (
        <Text size="sm" className={muted.muted}>
          {live.note}
        </Text>
      )}
      {live.text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {live.text}
        </Text>
      ) : (
        <Loader size="sm" aria-label="The assistant is answering" />
      )}
    </Card>
  );
}
