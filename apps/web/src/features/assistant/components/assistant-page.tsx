import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type {
  AssistantAnswer,
  AssistantContext,
  AssistantContextKind,
  AssistantMessage,
} from '@mathsight/contract/assistant.ts';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportPdfButton } from '../../../shared/assistant/export-pdf-button.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useAskAssistant } from '../api/ask-assistant.ts';
import { useConversation, useConversations, useDeleteConversation } from '../api/conversations.ts';
import { AnswerRating } from './answer-rating.tsx';
import { CsvSummaryPanel } from './csv-summary-panel.tsx';
import { FiguresList } from './figures-list.tsx';
import { LiveAnswerCard } from './live-answer.tsx';

/** What the empty state teaches: questions the built-in assistant answers from the school's data. */
export const EXAMPLE_QUESTIONS = [
  "Who has not done this week's work in 8A?",
  'Which students hold the misconception "Adds the denominators"?',
  'What should I re-teach to 8B next?',
  'Summarise the latest work for 9A',
  "A few lines per student in 8A for parents' evening",
  'Who is falling behind in 9A?',
];

const KINDS: readonly AssistantContextKind[] = ['class', 'student', 'assignment', 'school'];

/** `?context=class:12` (also student, assignment, school): what the assistant was opened from. */
export function readContext(value: string | null): AssistantContext | undefined {
  const match = /^([a-z]+):(\d{1,10})$/.exec(value ?? '');
  const kind = match?.[1] as AssistantContextKind | undefined;
  const id = Number(match?.[2]);
  return kind && KINDS.includes(kind) && Number.isSafeInteger(id) && id > 0 ? { kind, id } : undefined;
}

function Answer({
  answer,
  schoolId,
  rating,
}: {
  answer: AssistantAnswer;
  schoolId: number;
  rating: 'up' | 'down' | null;
}) {
  return (
    <Stack gap="xs">
      {answer.text.split('\n\n').map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
      {answer.note && (
        // Why the school's model did not word this one (busy, timed out…): the built-in answer.
        <Text size="xs" className={muted.muted}>
          {answer.note}
        </Text>
      )}
      <FiguresList figures={answer.figures} />
      {answer.links.length > 0 && (
        <List size="sm" aria-label="Links">
          {answer.links.map((l) => (
            <List.Item key={l.href}>
              <Anchor component={Link} to={l.href}>
                {l.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      <AnswerRating schoolId={schoolId} messageId={answer.messageId} rating={rating}>
        <CopyButton value={answer.text}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <ExportPdfButton
          schoolId={schoolId}
          title="Assistant answer"
          source={{ conversationId: answer.conversationId, messageId: answer.messageId }}
          name="Export as PDF: this answer"
        />
      </AnswerRating>
    </Stack>
  );
}

function Turn({ message, schoolId }: { message: AssistantMessage; schoolId: number }) {
  if (message.role === 'teacher') {
    return (
      <Card withBorder padding="sm" aria-label="Your question">
        <Text size="sm" fw={600}>
          {message.text}
        </Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="sm" aria-label="The assistant's answer">
      {message.answer ? (
        <Answer answer={message.answer} schoolId={schoolId} rating={message.rating} />
      ) : (
        <Text size="sm">{message.text}</Text>
      )}
    </Card>
  );
}

function Suggestions({
  items,
  onAsk,
  label,
}: {
  items: string[];
  onAsk: (q: string) => void;
  label: string;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs">
        {items.map((q) => (
          <Button key={q} size="xs" variant="light" onClick={() => onAsk(q)}>
            {q}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * /assistant (issue 29): ask about your own classes; the answers come from the school's data, with
 * their figures and links into the product. Opened from a page, `?context=class:12&contextUrl=…` says
 * what it is about. Conversations are kept per teacher and can be deleted.
 */
export function AssistantPage() {
  usePageTitle('Teacher assistant');
  const schoolId = useSessionStore((s) => s.schoolId) ?? 0;
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  const [search] = useSearchParams();
  const context = readContext(search.get('context'));
  const contextUrl = search.get('contextUrl');
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const conversations = useConversations(schoolId);
  const conversation = useConversation(schoolId, conversationId);
  const askAssistant = useAskAssistant(schoolId);
  const remove = useDeleteConversation(schoolId);
  const last = askAssistant.data?.conversationId === conversationId ? askAssistant.data : undefined;

  const ask = (text: string) => {
    const instruction = text.trim();
    if (instruction.length === 0) {
      setProblem('Type a question for the assistant');
      return;
    }
    setProblem(null);
    askAssistant.mutate(
      {
        instruction,
        ...(conversationId !== null && { conversationId }),
        ...(context && { context }),
      },
      {
        onSuccess: (answer) => {
          setConversationId(answer.conversationId);
          setQuestion('');
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };

  const messages = conversation.data?.messages ?? [];
  const summary =
    last?.contextSummary ?? messages.findLast((m) => m.answer?.contextSummary)?.answer?.contextSummary;
  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Teacher assistant</Title>
        <Text className={muted.muted}>
          Ask about your own classes. Every number comes from their work in Mathsight, and no student’s name
          leaves the school’s server.
        </Text>
        {isAdministrator && (
          <Anchor component={Link} to={paths.assistantFeedback()} size="sm">
            Feedback from your school’s teachers on the answers
          </Anchor>
        )}
      </Stack>
      {(context || contextUrl) && (
        <Card withBorder padding="sm" aria-label="Asking about">
          <Text size="sm">
            Asking about: {summary ?? (context ? `this ${context.kind}` : 'this page')}
            {contextUrl?.startsWith('/') && (
              <>
                {' · '}
                <Anchor component={Link} to={contextUrl}>
                  Back to the page
                </Anchor>
              </>
            )}
          </Text>
        </Card>
      )}
      {conversationId === null && (
        <Card withBorder padding="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              What you can ask
            </Title>
            <Text size="sm">
              Name a class by its code or a student by name. Ask who has not done the work, who holds a
              misconception, what to re-teach or set next, how a class did on a topic, or for a few lines per
              student.
            </Text>
            <Suggestions items={EXAMPLE_QUESTIONS} onAsk={ask} label="Try one of these" />
          </Stack>
        </Card>
      )}
      {conversation.isError && (
        <LoadError
          title="The conversation could not be loaded"
          message="Try again."
          onRetry={() => void conversation.refetch()}
        />
      )}
      <Stack gap="sm" aria-live="polite">
        {messages.map((m) => (
          <Turn key={m.messageId} message={m} schoolId={schoolId} />
        ))}
      </Stack>
      {askAssistant.isPending && askAssistant.live && <LiveAnswerCard live={askAssistant.live} />}
      {last && (
        <Stack gap="xs">
          <Suggestions items={last.dataPromptSuggestions} onAsk={ask} label="About your classes" />
          <Suggestions items={last.promptSuggestions} onAsk={ask} label="You could also ask" />
        </Stack>
      )}
      {askAssistant.isError && (
        <LoadError
          role="alert"
          title="The assistant could not answer"
          message={
            context
              ? 'It answers only about your own classes and their students: this page may not be one of them.'
              : 'Try again in a moment.'
          }
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Your question"
            value={question}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            error={problem}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group gap="xs">
            <Button type="submit" loading={askAssistant.isPending}>
              Ask
            </Button>
            {conversationId !== null && (
              <Button variant="default" onClick={() => setConversationId(null)}>
                New conversation
              </Button>
            )}
            {conversationId !== null && (
              <ExportPdfButton
                schoolId={schoolId}
                title={conversation.data?.title ?? 'Assistant conversation'}
                source={{ conversationId }}
                name="Export as PDF: the whole conversation"
              />
            )}
          </Group>
        </Stack>
      </form>
      <CsvSummaryPanel schoolId={schoolId} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Your conversations
        </Title>
        {conversations.isError ? (
          <LoadError
            title="Your conversations could not be loaded"
            message="Try again."
            onRetry={() => void conversations.refetch()}
          />
        ) : (conversations.data?.items.length ?? 0) === 0 ? (
          <Text size="sm" className={muted.muted}>
            None kept yet.
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" aria-label="Your conversations">
            {conversations.data?.items.map((c) => (
              <List.Item key={c.conversationId}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setConversationId(c.conversationId)}
                  >
                    {c.title}
                  </Anchor>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete the conversation "${c.title}"`}
                    onClick={() =>
                      remove.mutate(c.conversationId, {
                        onSuccess: () => {
                          if (conversationId === c.conversationId) setConversationId(null);
                        },
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
