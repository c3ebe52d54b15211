import { invitationPaths } from '@mathsight/contract/invitations.paths.ts';
import { parentInvitationPaths } from '@mathsight/contract/parent-invitations.paths.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const parentCode = {
  kind: 'ParentStudent',
  role: 'Parent',
  schoolName: "St Aidan's School",
  class: null,
  teacher: null,
  child: { firstName: 'Sara' },
};

function stub(answer: (body: Record<string, unknown>) => Response) {
  const posted: Array<Record<string, unknown>> = [];
  stubFetch({
    [`GET ${invitationPaths.invitation('ABCDEFGHJK')}`]: () => jsonResponse(200, parentCode),
    [`GET ${invitationPaths.invitation('BBBBBBBBBB')}`]: () =>
      jsonResponse(200, { ...parentCode, kind: 'ClassStudent', role: 'Student', child: null }),
    [`POST ${parentInvitationPaths.parents('ABCDEFGHJK')}`]: (_url, init) => {
      const body = JSON.parse(String(init?.body));
      posted.push(body);
      return answer(body);
    },
  });
  return posted;
}

describe('parent sign-up', () => {
  it('starts from /signup/parent with the parent code', async () => {
    renderApp('/signup/parent');
    const link = await screen.findByRole('link', { name: 'Enter my parent code' });
    expect(link.getAttribute('href')).toBe('/signup/parent/invite-code');
  });

  it('checks a letter’s QR link at once, names the child, and makes a new account', async () => {
    const posted = stub(() =>
      jsonResponse(400, {
        message: 'The request is invalid.',
        modelState: { email: ['An account with this email address already exists.'] },
      }),
    );
    const app = renderApp('/signup/parent/invite-code?code=abcde-fghjk');
    expect(await screen.findByText("Sara at St Aidan's School")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "That's my child: continue" }));
    await waitFor(() => expect(app.location()).toBe('/signup/parent/new'));
    const form = await screen.findByRole('form', { name: 'Your parent account' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Amir');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Hussain');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address' }), 'amir@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'plum-harbour-sixty-kites');
    await userEvent.click(within(form).getByRole('button', { name: 'Make my account' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          firstName: 'Amir',
          lastName: 'Hussain',
          email: 'amir@example.com',
          password: 'plum-harbour-sixty-kites',
          existingAccount: false,
        },
      ]),
    );
    expect(await screen.findByText('An account with this email address already exists.')).toBeTruthy();
  });

  it('signs in with an existing account to add the child', async () => {
    const posted = stub(() =>
      jsonResponse(400, {
        message: 'The request is invalid.',
        modelState: { password: ['That email address and password do not match.'] },
      }),
    );
    renderApp('/signup/parent/invite-code?code=ABCDEFGHJK');
    await userEvent.click(await screen.findByRole('button', { name: "That's my child: continue" }));
    await userEvent.click(await screen.findByText('I have an account'));
    const form = await screen.findByRole('form', { name: 'Your parent account' });
    expect(within(form).queryByRole('textbox', { name: 'First name' })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address' }), 'amir@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in and add Sara' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { email: 'amir@example.com', password: 'secret-password', existingAccount: true },
      ]),
    );
    expect(await screen.findByText('That email address and password do not match.')).toBeTruthy();
  });

  it('refuses a class code typed as a parent code', async () => {
    stub(() => jsonResponse(500, {}));
    renderApp('/signup/parent/invite-code');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Parent code' }), 'BBBBB-BBBBB');
    await userEvent.click(screen.getByRole('button', { name: 'Check my code' }));
    expect(await screen.findByText(/This is not a parent code/)).toBeTruthy();
  });
});
