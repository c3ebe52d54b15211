import { Avatar, type MantineSize } from '@mantine/core';
import { useMemo, useState } from 'react';
import { avatarAltText, avatarCandidates, avatarInitials } from './avatar-source.ts';

export interface UserAvatarProps {
  userId: number;
  firstName?: string | null;
  lastName?: string | null;
  /** An uploaded image: a URL, or a path on the image host such as `avatars/17/thumbnail`. */
  imagePath?: string | null;
  size?: MantineSize | number;
}

/**
 * A person's avatar (spec §3 "Avatars"): their image when there is one, otherwise their numbered
 * default avatar; an image that fails to load falls back to the default, and the initials show
 * only if even that fails. The alternative text is the person's name.
 */
export function UserAvatar({ userId, firstName, lastName, imagePath, size = 'md' }: UserAvatarProps) {
  const candidates = useMemo(() => avatarCandidates(userId, imagePath), [userId, imagePath]);
  const [failures, setFailures] = useState({ candidates, count: 0 });
  // New candidates (another user or image) start again from the best one.
  if (failures.candidates !== candidates) setFailures({ candidates, count: 0 });
  const failed = failures.candidates === candidates ? failures.count : 0;

  const src = candidates[failed] ?? null;
  const name = avatarAltText(firstName, lastName);
  const initials = avatarInitials(firstName, lastName);

  return (
    <Avatar
      src={src}
      alt={name}
      size={size}
      color="indigo"
      imageProps={{
        loading: 'lazy',
        decoding: 'async',
        onError: () => setFailures((current) => ({ ...current, count: current.count + 1 })),
      }}
    >
      {name ? (
        <span role="img" aria-label={name}>
          <span aria-hidden="true">{initials}</span>
        </span>
      ) : null}
    </Avatar>
  );
}
