import { Text } from '@mantine/core';
import type { AddedClassStudents } from '@mathsight/contract/groups.ts';
import classes from './sign-in-cards.module.css';

/**
 * One card per student to cut out and hand over: where to go, their username and their password.
 * The passwords are shown only now (the server keeps their hashes), so the page says to print.
 */
export function SignInCards({ added }: { added: AddedClassStudents }) {
  const address = `${window.location.host}/login`;
  return (
    <ul className={classes.cards} aria-label="Sign-in cards">
      {added.items.map((card) => (
        <li key={card.studentId} className={classes.card}>
          <Text fw={700}>
            {card.firstName} {card.lastName}
          </Text>
          <Text size="sm">
            {added.classCode} · {added.schoolName}
          </Text>
          <Text size="sm" mt={4}>
            Sign in at <strong>{address}</strong>
          </Text>
          <Text size="sm" mt={4}>
            Username: <span className={classes.secret}>{card.userName}</span>
          </Text>
          <Text size="sm">
            Password: <span className={classes.secret}>{card.password}</span>
          </Text>
        </li>
      ))}
    </ul>
  );
}
