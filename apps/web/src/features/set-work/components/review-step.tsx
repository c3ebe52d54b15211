import { List, Stack, Text } from '@mantine/core';
import { ASSIGNMENT_KIND_LABELS } from '../../../shared/assignments/assignment-kinds.ts';
import { FEEDBACK_MODE_LABELS } from '../../../shared/assignments/work-fields.tsx';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { selectionKey } from '../set-work-rules.ts';
import { useSetWorkStore } from '../state/set-work-store.ts';
import classes from './set-work.module.css';

/** Step 4: everything about to be set, to check before setting it. */
export function ReviewStep() {
  const groups = useSessionStore((s) => s.groups);
  const { kind, selections, globalConfig: c, customName, pickedStudents } = useSetWorkStore();
  const codeOf = new Map(groups.map((g) => [g.groupId, g.code]));
  const classCodes = c.groupIds.map((id) => {
    const code = codeOf.get(id) ?? `Class ${id}`;
    const picked = kind === 'RetrievalPractice' ? undefined : pickedStudents[id];
    return picked ? `${code} (${picked.length} ${picked.length === 1 ? 'student' : 'students'})` : code;
  });
  const single = selections.length === 1;
  return (
    <Stack gap="md">
      <Text>
        {selections.length === 1
          ? 'This piece of work will be set:'
          : `These ${selections.length} pieces of work will be set:`}
      </Text>
      <dl className={classes.review} data-testid="set-work-review">
        <div>
          <dt>Kind</dt>
          <dd>{ASSIGNMENT_KIND_LABELS[kind]}</dd>
        </div>
        <div>
          <dt>{kind === 'RetrievalPractice' ? 'Quizzes' : single ? 'Quiz' : 'Quizzes'}</dt>
          <dd>
            {kind === 'RetrievalPractice' ? (
              `One for each class, from its recommendation${single && customName.trim() ? `, named “${customName.trim()}”` : ''}`
            ) : (
              <List size="sm" spacing={2}>
                {selections.map((s) => (
                  <List.Item key={selectionKey(s)}>
                    {single && customName.trim() ? `${customName.trim()} (${s.name})` : s.name}
                  </List.Item>
                ))}
              </List>
            )}
          </dd>
        </div>
        <div>
          <dt>{classCodes.length === 1 ? 'Class' : 'Classes'}</dt>
          <dd>{classCodes.join(', ')}</dd>
        </div>
        <div>
          <dt>Starts</dt>
          <dd>{c.startDate ? formatSchoolDateTime(c.startDate) : '–'}</dd>
        </div>
        <div>
          <dt>Ends</dt>
          <dd>{c.endDate ? formatSchoolDateTime(c.endDate) : '–'}</dd>
        </div>
        <div>
          <dt>Feedback</dt>
          <dd>{FEEDBACK_MODE_LABELS[c.feedbackMode]}</dd>
        </div>
        <div>
          <dt>Confidence</dt>
          <dd>{c.askConfidence ? 'Students say how sure they are' : 'Not asked'}</dd>
        </div>
      </dl>
    </Stack>
  );
}
