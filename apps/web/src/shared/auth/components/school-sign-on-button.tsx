import { IconSchool } from '@tabler/icons-react';
import { type ProviderSignIn, ProviderSignInButton } from './provider-sign-in-button.tsx';

const CLEVER: ProviderSignIn = {
  label: 'Sign in with your school (Clever)',
  icon: <IconSchool aria-hidden="true" size={18} />,
  testId: 'clever-signin',
  failure: 'Signing in with your school could not start. Please try again.',
  calls: async () => {
    const calls = await import('../school-sign-on-start.ts');
    return {
      enabled: async () => (await calls.getCleverStatus()).enabled,
      authorizeUrl: async () => (await calls.getCleverAuthorize()).authorizeUrl,
    };
  },
};

/** "Sign in with your school (Clever)" (issue 28 point 2): shown only when the server has Clever set up. */
export function SchoolSignOnButton() {
  return <ProviderSignInButton provider={CLEVER} />;
}
