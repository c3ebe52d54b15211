import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { invitationPaths } from '@mathsight/contract/invitations.paths.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const invitation = {
  kind: 'ClassStudent',
  role: 'Student',
  schoolName: "St Aidan's School",
  class: { groupId: 5, code: '7A/Ma1', description: 'Year 7 maths' },
  teacher: null,
};

const teacherInvitation = (hasAccount: boolean) => ({
  ...invitation,
  kind: 'ClassTeacher',
  role: 'Teacher',
  teacher: {
    email: 'tom@example.sch.uk',
    firstName: 'Tom',
    lastName: 'Reed',
    invitedBy: 'Priya Shah',
    hasAccount,
  },
});

describe('sign-up screens', () => {
  it('offers teacher, student and parent, each a link a keyboard reaches', async () => {
    renderApp('/signup');
    const links = await screen.findAllByRole('link', { name: /^I'm a/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/signup/teacher',
      '/signup/student',
      '/signup/parent',
    ]);
    await waitFor(() => expect(document.title).toBe('Create an account - Mathsight'));
  });

  it('checks a code from a printed link at once, shows the class, and goes on to the details', async () => {
    const asked: string[] = [];
    stubFetch({
      [`GET ${invitationPaths.invitation('ABCDEFGHJK')}`]: (url) => {
        asked.push(url);
        return jsonResponse(200, invitation);
      },
    });
    const app = renderApp('/signup/student/invite-code?code=abcde-fghjk');
    expect(await screen.findByText("7A/Ma1 (Year 7 maths) at St Aidan's School")).toBeTruthy();
    expect(screen.getByText('Code ABCDE-FGHJK')).toBeTruthy();
    expect(asked).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: "That's my class: continue" }));
    await waitFor(() => expect(app.location()).toBe('/signup/student/new'));
    expect(await screen.findByText("You're joining 7A/Ma1 at St Aidan's School.")).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it("says beside the field when a code is not recognised, and a teacher's code is not a student's", async () => {
    stubFetch({
      [`GET ${invitationPaths.invitation('ABCDEFGHJK')}`]: jsonResponse(404, {
        message: "We don't recognise that code. Check it with your teacher.",
      }),
      [`GET ${invitationPaths.invitation('BCDEFGHJKL')}`]: jsonResponse(200, {
        ...invitation,
        kind: 'ClassTeacher',
        role: 'Teacher',
      }),
    });
    renderApp('/signup/student/invite-code');
    const field = await screen.findByRole('textbox', { name: 'Class code' });
    await userEvent.type(field, 'ABCDEFGHJK');
    await userEvent.click(screen.getByRole('button', { name: 'Check my code' }));
    expect(await screen.findByText("We don't recognise that code. Check it with your teacher.")).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'bcdef ghjkl');
    await userEvent.click(screen.getByRole('button', { name: 'Check my code' }));
    expect(
      await screen.findByText('This code is for teachers. Ask your teacher for your class code.'),
    ).toBeTruthy();
  });

  it("shows the server's messages beside the teacher form's fields, the password's included", async () => {
    stubFetch({
      [`POST ${apiPaths.users}`]: jsonResponse(400, {
        message: 'The request is invalid.',
        modelState: {
          email: ['An account with this email address already exists. Sign in or reset your password.'],
          password: ['This password is too common: it is one of the first that people try. Choose another.'],
        },
      }),
    });
    renderApp('/signup/teacher');
    await userEvent.type(await screen.findByLabelText('First name'), 'Amira');
    await userEvent.type(screen.getByLabelText('Last name'), 'Haddad');
    await userEvent.type(screen.getByLabelText(/School email address/), 'amira@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/An account with this email address already exists/)).toBeTruthy();
    expect(screen.getByText(/This password is too common/)).toBeTruthy();
  });

  it("opens a colleague's invitation with the names filled in, and the password's problem beside it", async () => {
    const sent: unknown[] = [];
    stubFetch({
      [`GET ${invitationPaths.invitation('ABCDEFGHJK')}`]: jsonResponse(200, teacherInvitation(false)),
      [`PUT ${invitationPaths.users('ABCDEFGHJK')}`]: (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(400, {
          message: 'The request is invalid.',
          modelState: { password: ['This password is too common. Choose another.'] },
        });
      },
    });
    renderApp('/signup/teacher/invite-code?code=ABCDE-FGHJK');
    expect(
      await screen.findByText(
        "Priya Shah invited tom@example.sch.uk to teach the class 7A/Ma1 at St Aidan's School on Mathsight.",
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Tom');
    await userEvent.type(screen.getByLabelText(/^Choose a password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and open the class' }));
    expect(await screen.findByText('This password is too common. Choose another.')).toBeTruthy();
    expect(sent).toEqual([{ firstName: 'Tom', lastName: 'Reed', password: 'password1' }]);
  });

  it('asks only for the password when the address has an account, and says when a link is spent', async () => {
    stubFetch({
      [`GET ${invitationPaths.invitation('ABCDEFGHJK')}`]: jsonResponse(200, teacherInvitation(true)),
      [`GET ${invitationPaths.invitation('BCDEFGHJKL')}`]: jsonResponse(404, { message: 'Not found' }),
    });
    const first = renderApp('/signup/teacher/invite-code?code=ABCDEFGHJK');
    expect(await screen.findByText(/already has a Mathsight account/)).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    first.unmount();
    renderApp('/signup/teacher/invite-code?code=BCDEFGHJKL');
    expect(await screen.findByText(/This invitation has been used or has expired/)).toBeTruthy();
  });
});
