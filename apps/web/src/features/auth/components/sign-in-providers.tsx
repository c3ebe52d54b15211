import { GoogleButton } from '../../../shared/auth/components/google-button.tsx';
import { SchoolSignOnButton } from '../../../shared/auth/components/school-sign-on-button.tsx';

/** The sign-in page's outside providers (Google, the school's Clever), each shown only when it is set up. */
export default function SignInProviders() {
  return (
    <>
      <GoogleButton purpose="signin" />
      <SchoolSignOnButton />
    </>
  );
}
