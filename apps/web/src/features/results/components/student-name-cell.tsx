import { Anchor, Checkbox } from '@mantine/core';
import type { GridStudent } from '@mathsight/contract/insights.ts';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import classes from './results-grid.module.css';

/**
 * A row's first cell, fixed on the left: the student's name, the box that chooses them for
 * follow-up work, and the links that open their work (their lesson, when done as one).
 */
export function StudentNameCell({
  student,
  selectable,
  selected,
  onToggle,
  href,
}: {
  student: GridStudent;
  /** Their review of this work, when the screen has one. */
  href?: string;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <th scope="row" className={classes.nameCell}>
      <div className={classes.nameInner}>
        {selectable && <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={onToggle} />}
        {href ? (
          <Anchor
            component={Link}
            to={href}
            className={classes.name}
            title={`See ${name}’s answers`}
            data-testid="results-student-link"
          >
            {name}
          </Anchor>
        ) : (
          <span className={classes.name} title={name}>
            {name}
          </span>
        )}
        {student.lessonFlowId !== null && (
          // Done as a lesson: the teacher can read it as the student saw it.
          <Anchor
            component={Link}
            to={paths.topicSession(student.lessonFlowId)}
            aria-label={`${name}’s lesson`}
            title="Read the lesson"
            className={classes.lessonLink}
            data-testid="results-lesson-link"
          >
            <IconMessages size={16} stroke={1.8} aria-hidden />
          </Anchor>
        )}
      </div>
    </th>
  );
}
