import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl, PROVIDER_AVATAR_URL } from './avatar-source.ts';
import { renderWithMantine } from './testing/render-with-mantine.tsx';
import { UserAvatar } from './user-avatar.tsx';

const image = () => screen.getByRole('img', { name: 'Ada Lovelace' });

describe('UserAvatar', () => {
  it("shows the numbered default avatar, with the person's name as alt text", () => {
    renderWithMantine(<UserAvatar userId={17} firstName="Ada" lastName="Lovelace" />);
    expect(image().tagName).toBe('IMG');
    expect(image().getAttribute('src')).toBe(defaultAvatarUrl(17));
    expect(image().getAttribute('alt')).toBe('Ada Lovelace');
  });

  it('shows an uploaded image when there is one', () => {
    renderWithMantine(
      <UserAvatar
        userId={17}
        firstName="Ada"
        lastName="Lovelace"
        imagePath="https://cdn.example.org/ada.png"
      />,
    );
    expect(image().getAttribute('src')).toBe('https://cdn.example.org/ada.png');
  });

  it('falls back to the default avatar when the image fails, then to initials', () => {
    renderWithMantine(
      <UserAvatar userId={17} firstName="Ada" lastName="Lovelace" imagePath="avatars/17/thumbnail" />,
    );
    expect(image().getAttribute('src')).toBe('/avatars/17/thumbnail');

    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(defaultAvatarUrl(17));

    fireEvent.error(image());
    expect(image().tagName).toBe('SPAN');
    expect(image().textContent).toBe('AL');
  });

  it("gives ids of 0 or below the provider's avatar", () => {
    renderWithMantine(<UserAvatar userId={0} firstName="Mathsight" />);
    expect(screen.getByRole('img', { name: 'Mathsight' }).getAttribute('src')).toBe(PROVIDER_AVATAR_URL);
  });

  it('starts again from the best image when the user changes', () => {
    const { rerender } = renderWithMantine(<UserAvatar userId={17} firstName="Ada" lastName="Lovelace" />);
    fireEvent.error(image());
    expect(image().tagName).toBe('SPAN');
    rerender(<UserAvatar userId={18} firstName="Ada" lastName="Lovelace" />);
    expect(image().getAttribute('src')).toBe(defaultAvatarUrl(18));
  });
});
