import { useParams } from 'react-router';
import { FlowNotFound } from './flow-not-found.tsx';
import { FlowScreen } from './flow-screen.tsx';

/** /topic-session/{flowGeneratorSessionId}: resume a flow where it was left. */
export function TopicSessionPage() {
  const id = Number(useParams().flowGeneratorSessionId);
  if (!Number.isInteger(id) || id <= 0) return <FlowNotFound />;
  return <FlowScreen flowGeneratorSessionId={id} />;
}
