import { UserMenu } from '../../features/shell/components/user-menu.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { SimpleLayout } from './simple-layout.tsx';

/**
 * The layout of the signed-in screens that stand apart from the app's navigation: the pending
 * screen, joining or adding a school, setting up classes.
 */
export function StandaloneLayout() {
  return <SimpleLayout home={paths.loginRedirect()} action={<UserMenu />} />;
}
