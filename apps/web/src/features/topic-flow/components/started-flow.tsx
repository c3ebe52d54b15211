import { Container, Loader } from '@mantine/core';
import type { CreateFlowSessionRequest } from '@mathsight/contract/flows.ts';
import { useEffect } from 'react';
import { useStartedFlowSession } from '../api/start-flow-session.ts';
import { FlowNotFound } from './flow-not-found.tsx';
import { FlowScreen } from './flow-screen.tsx';

/** Starts a flow (a teacher's preview, a topic diagnostic) and shows it; `onStarted` can put its id in the address. */
export function StartedFlow({
  request,
  onStarted,
}: {
  request: CreateFlowSessionRequest;
  onStarted?: (flowGeneratorSessionId: number) => void;
}) {
  const started = useStartedFlowSession(request);
  const id = started.data?.flowGeneratorSessionId;
  useEffect(() => {
    if (id !== undefined) onStarted?.(id);
  }, [id, onStarted]);
  if (started.isPending) {
    return (
      <Container size="sm" py="xl">
        <Loader aria-label="Starting the lesson" />
      </Container>
    );
  }
  if (started.isError) {
    return <FlowNotFound title="This lesson could not start">{started.error.message}</FlowNotFound>;
  }
  return <FlowScreen flowGeneratorSessionId={started.data.flowGeneratorSessionId} />;
}
