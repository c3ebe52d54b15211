import { IconBrandGoogle } from '@tabler/icons-react';
import { type ProviderSignIn, ProviderSignInButton } from './provider-sign-in-button.tsx';

const google = (purpose: 'signin' | 'signup'): ProviderSignIn => ({
  label: purpose === 'signin' ? 'Sign in with Google' : 'Sign up with Google',
  icon: <IconBrandGoogle aria-hidden="true" size={18} />,
  testId: `google-${purpose}`,
  failure: 'Google sign-in could not start. Please try again.',
  calls: async () => {
    const calls = await import('../google-start.ts');
    return {
      enabled: async () => (await calls.getGoogleStatus()).enabled,
      authorizeUrl: async () => (await calls.postGoogleAuthorize(purpose)).authorizeUrl,
    };
  },
});
const GOOGLE = { signin: google('signin'), signup: google('signup') };

/** "Sign in with Google" / "Sign up with Google": shown only when the server has Google set up. */
export function GoogleButton({ purpose }: { purpose: 'signin' | 'signup' }) {
  return <ProviderSignInButton provider={GOOGLE[purpose]} />;
}
