import { Button, Group, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { CookieBanner, openCookiePreferences } from '../../../shared/ui/cookie-banner.tsx';
import {
  type CookieConsent,
  clearCookieConsent,
  readCookieConsent,
  subscribeCookieConsent,
} from '../../../shared/ui/cookie-consent.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

function describeChoice(consent: CookieConsent | null): string {
  if (!consent) return 'No choice yet: the banner is asking.';
  const allowed = [consent.functional && 'functional', consent.analytics && 'analytics'].filter(Boolean);
  const until = new Date(consent.expiresAt).toLocaleDateString('en-GB', { dateStyle: 'long' });
  return `${allowed.length ? `Essential and ${allowed.join(' and ')}` : 'Essential only'} cookies, until ${until}.`;
}

const readChoice = () => JSON.stringify(readCookieConsent());
const readChoiceOnServer = () => 'null';

/** The cookie banner: reopen it to change the choice, or forget the choice to see it as a new visitor. */
export function CookieSection() {
  const choice = JSON.parse(
    useSyncExternalStore(subscribeCookieConsent, readChoice, readChoiceOnServer),
  ) as CookieConsent | null;

  return (
    <StyleGuideSection
      id="cookies"
      title="Cookie banner"
      description="Asks once, then keeps the choice for 365 days. Essential cookies are always on; functional and analytics cookies are off until allowed. The banner sits at the bottom of the window."
    >
      <Text>
        <Text span fw={600}>
          Your current choice:
        </Text>{' '}
        {describeChoice(choice)}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={openCookiePreferences}>
          Reopen the cookie banner
        </Button>
        <Button variant="default" onClick={clearCookieConsent}>
          Forget my choice
        </Button>
      </Group>
      {/* The app mounts the banner once; this one renders only if it has not. */}
      <CookieBanner />
    </StyleGuideSection>
  );
}
