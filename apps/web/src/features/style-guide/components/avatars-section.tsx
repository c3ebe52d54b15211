import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { defaultAvatarNumber, numberedAvatarUrl } from '../../../shared/ui/avatar-source.ts';
import { DEFAULT_AVATAR_COUNT } from '../../../shared/ui/ui-constants.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { StyleGuideSection } from './style-guide-section.tsx';

interface AvatarExample {
  userId: number;
  firstName: string;
  lastName?: string;
  imagePath?: string;
  note: string;
}

const EXAMPLES: AvatarExample[] = [
  {
    userId: 1,
    firstName: 'Amara',
    lastName: 'Okafor',
    note: `Id 1: default avatar ${defaultAvatarNumber(1)}`,
  },
  { userId: 2, firstName: 'Ben', lastName: 'Hughes', note: `Id 2: default avatar ${defaultAvatarNumber(2)}` },
  {
    userId: 3,
    firstName: 'Chloé',
    lastName: 'Martin',
    note: `Id 3: default avatar ${defaultAvatarNumber(3)}`,
  },
  {
    userId: 1024,
    firstName: 'Dev',
    lastName: 'Patel',
    note: `Id 1024: default avatar ${defaultAvatarNumber(1024)}`,
  },
  { userId: 0, firstName: 'Mathsight', note: "Id 0: the provider's avatar" },
  {
    userId: 77,
    firstName: 'Eilidh',
    lastName: 'MacLeod',
    imagePath: 'avatars/77/thumbnail-missing',
    note: `A broken image path: falls back to default avatar ${defaultAvatarNumber(77)}`,
  },
];

const AVATAR_NUMBERS = Array.from({ length: DEFAULT_AVATAR_COUNT }, (_, index) => index + 1);

/** Avatars: chosen by user id, the provider's for id 0, a broken image falling back, and the whole set. */
export function AvatarsSection() {
  return (
    <StyleGuideSection
      id="avatars"
      title="Avatars"
      description="A person's uploaded image when there is one. Otherwise one of 50 default avatars, chosen by a hash of their user id, so it never changes. Ids of 0 or below get the provider's avatar, and an image that fails to load falls back to the default one."
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {EXAMPLES.map((example) => (
          <Group component="li" key={`${example.userId}-${example.note}`} gap="sm" wrap="nowrap">
            <UserAvatar
              userId={example.userId}
              firstName={example.firstName}
              lastName={example.lastName}
              imagePath={example.imagePath}
              size="lg"
            />
            <div>
              <Text fw={600}>{[example.firstName, example.lastName].filter(Boolean).join(' ')}</Text>
              <Text size="sm">{example.note}</Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={3} size="h4">
          Sizes
        </Title>
        <Group gap="md" align="center">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <UserAvatar key={size} userId={5} firstName="Fatima" lastName="Rahman" size={size} />
          ))}
        </Group>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4">
          The {DEFAULT_AVATAR_COUNT} default avatars
        </Title>
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {AVATAR_NUMBERS.map((n) => (
            <li key={n}>
              <img
                src={numberedAvatarUrl(n)}
                alt={`Default avatar ${n}`}
                width={40}
                height={40}
                loading="lazy"
                style={{ borderRadius: '50%', display: 'block' }}
              />
            </li>
          ))}
        </Group>
      </Stack>
    </StyleGuideSection>
  );
}
