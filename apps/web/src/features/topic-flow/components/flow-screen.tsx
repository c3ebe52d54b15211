import { Box, Button, Container, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { FlowGeneratorSession, FlowItem, FlowResponseRequest } from '@mathsight/contract/flows.ts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useFlowSession } from '../api/get-flow-session.ts';
import { useSendFlowResponse } from '../api/send-flow-response.ts';
import { isPinned, questionContent, waitingInput } from '../flow-items.ts';
import { usePacedItems } from '../hooks/use-paced-items.ts';
import { QuestionInput, RadioInput, TextReply } from './flow-inputs.tsx';
import { FlowMessage } from './flow-message.tsx';
import { FlowPinned } from './flow-pinned.tsx';
import { FlowSummaryCard } from './flow-summary-card.tsx';
import classes from './topic-flow.module.css';
import { TutorChat } from './tutor-chat.tsx';

/** Loads a flow by id and shows it (the topic-session route, and every route once its flow exists). */
export function FlowScreen({ flowGeneratorSessionId }: { flowGeneratorSessionId: number }) {
  const flow = useFlowSession(flowGeneratorSessionId);
  usePageTitle(flow.data?.title ?? 'Topic session');
  if (flow.isPending) {
    return (
      <Container size="sm" py="xl">
        <Loader aria-label="Loading the lesson" />
      </Container>
    );
  }
  if (flow.isError) {
    const missing = flow.error instanceof ApiError && flow.error.status === 404;
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>
            {missing ? 'This lesson could not be found' : 'The lesson could not be loaded'}
          </Title>
          <StatusAlert tone="error" role="alert">
            {missing ? 'It may belong to someone else, or the link may be wrong.' : flow.error.message}
          </StatusAlert>
        </Stack>
      </Container>
    );
  }
  return <FlowChat session={flow.data} />;
}

/**
 * The lesson chat: pinned items on top, the conversation as a live log (new messages are read out),
 * each new message after its delay with a typing indicator, the waiting input at the end, and the
 * summary when the flow is over.
 */
function FlowChat({ session }: { session: FlowGeneratorSession }) {
  const id = session.flowGeneratorSessionId;
  const review = session.isReview;
  const paced = usePacedItems(session.items);
  // A teacher reading a student's lesson sees it whole, at once.
  const shown = review ? session.items.length : paced.shown;
  const typing = !review && paced.typing;
  const send = useSendFlowResponse(id);
  const reduceMotion = useReducedMotion();
  const endRef = useRef<HTMLDivElement>(null);
  const arrivedAt = useRef(Date.now());

  const visible = session.items.slice(0, shown);
  const allShown = shown === session.items.length;
  const waiting = allShown ? waitingInput(session.items) : null;
  const chat = visible.filter((i) => !isPinned(i) && i !== waiting);

  const newest = visible.at(-1)?.flowItemId;
  useEffect(() => {
    if (newest === undefined) return;
    arrivedAt.current = Date.now();
    // Keep the newest message in view as the conversation grows.
    endRef.current?.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [newest, reduceMotion]);

  const respond = (item: FlowItem, value: string) => {
    const body: FlowResponseRequest = {
      flowItemId: item.flowItemId,
      value,
      clientResponseId: crypto.randomUUID(),
      timeTakenMs: Math.min(Date.now() - arrivedAt.current, 6 * 60 * 60 * 1000),
    };
    send.mutate(body);
  };

  const exit = review
    ? { to: paths.loginRedirect(), label: 'Go to your dashboard' }
    : session.isPreview
      ? { to: paths.loginRedirect(), label: 'Close the preview' }
      : { to: paths.studentHome(), label: 'Back to my work' };

  return (
    <Container size="sm" py="md">
      <Stack gap="sm">
        <div>
          <Text size="sm" c="gray.8" fw={600}>
            {review
              ? `${session.learnerName ?? 'A student'}’s lesson`
              : session.isPreview
                ? 'Lesson preview'
                : 'Lesson'}
          </Text>
          <Title order={1} size="h2">
            {session.title}
          </Title>
        </div>
        {review && <ReviewBanner learnerName={session.learnerName} />}
        {session.isPreview && (
          <StatusAlert tone="info" title="Preview — answers are not saved">
            You are seeing this lesson as a student would. Nothing you answer counts as a student’s answer.
          </StatusAlert>
        )}
        <FlowPinned items={visible.filter(isPinned)} />
        <Box
          className={classes.log}
          role="log"
          aria-live="polite"
          aria-label="Lesson chat"
          data-testid="flow-log"
        >
          {chat.map((item) => (
            <div
              key={item.flowItemId}
              className={classes.entry}
              data-testid={`flow-item-${item.flowItemType}`}
            >
              <FlowMessage item={item} />
            </div>
          ))}
        </Box>
        {typing && (
          <div className={classes.typing} aria-hidden="true" data-testid="flow-typing">
            <span className={classes.dot} />
            <span className={classes.dot} />
            <span className={classes.dot} />
          </div>
        )}
        {typing && <VisuallyHidden role="status">The tutor is typing</VisuallyHidden>}
        {waiting && review && (
          <Text size="sm" c="gray.8" data-testid="flow-review-waiting">
            {session.learnerName ?? 'The student'} has not answered the next step yet.
          </Text>
        )}
        {waiting && !review && (
          <WaitingInput
            item={waiting}
            onRespond={(v) => respond(waiting, v)}
            // Only the input being answered waits: the next one can arrive before the mutation settles.
            pending={send.isPending && send.variables?.flowItemId === waiting.flowItemId}
          />
        )}
        {waiting && !review && !session.isPreview && questionContent(waiting) && (
          // A fresh chat for each question and each try: the hints follow the latest answer.
          <TutorChat key={waiting.flowItemId} flowGeneratorSessionId={id} item={waiting} />
        )}
        {send.isError && (
          <StatusAlert tone="error" role="alert" title="Your answer was not sent">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{send.error.message}</Text>
              {send.variables && (
                // The same request again, with the same clientResponseId: never counted twice.
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => send.variables && send.mutate(send.variables)}
                >
                  Try again
                </Button>
              )}
            </Stack>
          </StatusAlert>
        )}
        {session.finished && allShown && session.summary && (
          <FlowSummaryCard summary={session.summary} exit={exit} />
        )}
        <div ref={endRef} />
      </Stack>
    </Container>
  );
}

/** What a teacher reading a student's lesson is told, with the way back to where they came from. */
function ReviewBanner({ learnerName }: { learnerName: string | null }) {
  const navigate = useNavigate();
  const name = learnerName ?? 'the student';
  // Opened in a new tab there is nothing to go back to: the dashboard then.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.loginRedirect()));
  return (
    <StatusAlert tone="info" title={`Reading ${name}’s lesson`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          You see the lesson as {name} saw it, with every mark. Only {name} can answer it.
        </Text>
        <Button size="xs" variant="default" onClick={back}>
          Back
        </Button>
      </Stack>
    </StatusAlert>
  );
}

function WaitingInput({
  item,
  onRespond,
  pending,
}: {
  item: FlowItem;
  onRespond: (value: string) => void;
  pending: boolean;
}) {
  // Keyed by item, so each input starts empty and takes focus when it arrives.
  switch (item.flowItemType) {
    case 'RadioButtonInput':
      return <RadioInput key={item.flowItemId} item={item} onRespond={onRespond} pending={pending} />;
    case 'TextInput':
      return <TextReply key={item.flowItemId} item={item} onRespond={onRespond} pending={pending} />;
    default: {
      const content = questionContent(item);
      return content ? (
        <QuestionInput
          key={item.flowItemId}
          item={item}
          content={content}
          onRespond={onRespond}
          pending={pending}
        />
      ) : null;
    }
  }
}
