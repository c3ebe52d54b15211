import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { roleOfToken } from '../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../shared/auth/token-storage.ts';
import { paths } from '../../shared/routing/paths.ts';
import { roleHomePath } from '../role-home.ts';
import { SimpleLayout } from './simple-layout.tsx';

/**
 * The layout of a student's or a parent's home: outside the teacher app (no navigation, no school
 * or class pickers, no teacher user menu), with the product's mark leading back to the user's own
 * home and a way to log out.
 */
export function RoleHomeLayout() {
  return (
    <SimpleLayout
      home={roleHomePath(roleOfToken(readRefreshToken()))}
      action={
        <Button component={Link} to={paths.logout()} variant="default">
          Log out
        </Button>
      }
    />
  );
}
