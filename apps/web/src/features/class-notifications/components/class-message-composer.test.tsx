import type { ClassMessage } from '@mathsight/contract/class-notifications.ts';
import { schoolSettingsPaths } from '@mathsight/contract/school-settings.paths.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeGroup, makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

function signedIn(
  groups = [makeGroup(11, { studentCount: 28 }), makeGroup(12, { code: '7A/Ma', studentCount: 3 })],
) {
  const me = makeMeResponse({ groups });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  return me;
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { message: string };
const COUNTS: Record<number, number> = { 11: 28, 12: 3 };

describe('the class message composer', () => {
  it('checks the message as the teacher types, says how many will see it, sends it and lists it', async () => {
    const me = signedIn();
    const validated: Array<[number, string]> = [];
    const sent: Array<[number, string]> = [];
    const history: Record<number, ClassMessage[]> = { 11: [], 12: [] };
    const routesFor = (groupId: number) => ({
      [`POST ${schoolSettingsPaths.validateClassMessage(groupId)}`]: (_url: string, init: RequestInit) => {
        validated.push([groupId, bodyOf(init).message]);
        return jsonResponse(200, { groupId, recipientCount: COUNTS[groupId] });
      },
      [`POST ${schoolSettingsPaths.classMessages(groupId)}`]: (_url: string, init: RequestInit) => {
        const message: ClassMessage = {
          classMessageId: sent.length + 1,
          groupId,
          message: bodyOf(init).message,
          senderName: 'Ms Priya Shah',
          recipientCount: COUNTS[groupId] ?? 0,
          sentAt: '2026-11-25T09:30:00.000Z',
        };
        sent.push([groupId, message.message]);
        history[groupId]?.unshift(message);
        return jsonResponse(201, message);
      },
      [`GET ${schoolSettingsPaths.classMessages(groupId)}`]: () =>
        jsonResponse(200, { items: history[groupId] ?? [], total: history[groupId]?.length ?? 0 }),
    });
    stubFetch({ ...signedInRoutes(me), ...routesFor(11), ...routesFor(12) });
    renderApp('/1/classes/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class notifications' })).toBeTruthy();
    expect(document.title).toBe('Class notifications - Mathsight');
    expect(await screen.findByTestId('history-empty')).toBeTruthy();

    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '7A/Ma (3 students)' }));
    await user.click(screen.getByRole('checkbox', { name: '10X/Ma11 (28 students)' }));
    const box = screen.getByRole('textbox', { name: /Message/ });
    await user.type(box, 'Room 12 today');
    expect(screen.getByTestId('class-message-count').textContent).toBe('13 of 500 characters');
    await waitFor(() =>
      expect(screen.getByTestId('class-message-recipients').textContent).toBe('31 students will see this'),
    );
    // Debounced: the whole message once per class, not a request per letter.
    expect(validated.map(([, m]) => m).every((m) => m === 'Room 12 today')).toBe(true);
    expect(validated).toHaveLength(2);

    await user.click(send);
    expect(await screen.findByText('Sent to 7A/Ma and 10X/Ma11: 31 students will see it.')).toBeTruthy();
    expect(sent.sort()).toEqual([
      [11, 'Room 12 today'],
      [12, 'Room 12 today'],
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    const list = await screen.findByRole('list', { name: 'Messages sent to 7A/Ma' });
    expect(within(list).getByText('Room 12 today')).toBeTruthy();
    expect(within(list).getByText(/Ms Priya Shah/)).toBeTruthy();
  });

  it('refuses a message that is too long before asking, and shows the server’s refusal beside it', async () => {
    const me = signedIn([makeGroup(11, { studentCount: 28 })]);
    stubFetch({
      ...signedInRoutes(me),
      [`POST ${schoolSettingsPaths.validateClassMessage(11)}`]: () =>
        jsonResponse(400, {
          message: 'The request is invalid.',
          modelState: { message: ['Text cannot contain a NUL character'] },
        }),
      [`GET ${schoolSettingsPaths.classMessages(11)}`]: () => jsonResponse(200, { items: [], total: 0 }),
    });
    renderApp('/1/classes/notifications');
    // The only class is chosen already.
    const only = await screen.findByRole('checkbox', { name: '10X/Ma11 (28 students)' });
    expect((only as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: /Message/ });
    await user.type(box, 'bad');
    expect(await screen.findByText('Text cannot contain a NUL character')).toBeTruthy();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(await screen.findByText('Use at most 500 characters')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a teacher with no classes to add one first', async () => {
    const me = signedIn([]);
    stubFetch({ ...signedInRoutes(me) });
    renderApp('/1/classes/notifications');
    expect(await screen.findByTestId('class-notifications-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a class' })).toBeTruthy();
  });

  it('offers an administrator every class of the school, not only their own, and sends to one they do not teach', async () => {
    const me = makeMeResponse({
      userSchools: [makeUserSchool(1, { isSchoolAdministrator: true }, 'Oakfield Academy')],
      isSchoolAdministrator: true,
      groups: [makeGroup(11, { studentCount: 28 })],
    });
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    const schoolClass = (groupId: number, code: string, studentCount: number, year: [number, string]) => ({
      groupId,
      code,
      description: null,
      departmentId: null,
      departmentName: null,
      yearGroups: [{ countryYearGroupId: year[0], name: year[1] }],
      teachers: [],
      studentCount,
    });
    const sent: number[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.groups(1)}`]: () =>
        jsonResponse(200, {
          items: [
            schoolClass(11, '10X/Ma11', 28, [11, 'Year 10']),
            schoolClass(30, '8C/Ma', 25, [9, 'Year 8']),
          ],
          total: 2,
        }),
      [`POST ${schoolSettingsPaths.validateClassMessage(30)}`]: () =>
        jsonResponse(200, { groupId: 30, recipientCount: 25 }),
      [`POST ${schoolSettingsPaths.classMessages(30)}`]: (_url: string, init: RequestInit) => {
        sent.push(30);
        return jsonResponse(201, {
          classMessageId: 1,
          groupId: 30,
          message: bodyOf(init).message,
          senderName: 'Ms Priya Shah',
          recipientCount: 25,
          sentAt: '2026-11-25T09:30:00.000Z',
        });
      },
      [`GET ${schoolSettingsPaths.classMessages(30)}`]: () => jsonResponse(200, { items: [], total: 0 }),
    });
    renderApp('/1/classes/notifications');
    const other = await screen.findByRole('checkbox', { name: '8C/Ma (25 students)' });
    expect(screen.getByRole('checkbox', { name: '10X/Ma11 (28 students)' })).toBeTruthy();
    expect(screen.getByText(/Send a short message to the students of the school's classes/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(other);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Trip forms by Friday');
    await waitFor(() =>
      expect(screen.getByTestId('class-message-recipients').textContent).toBe('25 students will see this'),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Sent to 8C/Ma: 25 students will see it.')).toBeTruthy();
    expect(sent).toEqual([30]);
  });

  it('lets an administrator of a large school find the classes to send to by typing', async () => {
    const me = makeMeResponse({
      userSchools: [makeUserSchool(1, { isSchoolAdministrator: true }, 'Oakfield Academy')],
      isSchoolAdministrator: true,
      groups: [],
    });
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    const items = Array.from({ length: 14 }, (_, i) => ({
      groupId: 40 + i,
      code: `${7 + (i % 7)}${i < 7 ? 'A' : 'B'}/Ma`,
      description: null,
      departmentId: null,
      departmentName: null,
      yearGroups: [{ countryYearGroupId: 8 + (i % 7), name: `Year ${7 + (i % 7)}` }],
      teachers: [],
      studentCount: 20 + i,
    }));
    const validated: number[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.groups(1)}`]: () => jsonResponse(200, { items, total: items.length }),
      ...Object.fromEntries(
        items.flatMap((g) => [
          [
            `POST ${schoolSettingsPaths.validateClassMessage(g.groupId)}`,
            () => {
              validated.push(g.groupId);
              return jsonResponse(200, { groupId: g.groupId, recipientCount: g.studentCount });
            },
          ],
          [
            `GET ${schoolSettingsPaths.classMessages(g.groupId)}`,
            () => jsonResponse(200, { items: [], total: 0 }),
          ],
        ]),
      ),
    });
    renderApp('/1/classes/notifications');
    const user = userEvent.setup();
    const sendTo = await screen.findByRole('combobox', { name: 'Send to' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(sendTo, '9B');
    await user.click(await screen.findByRole('option', { name: '9B/Ma (29 students)' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Trip forms by Friday');
    await waitFor(() =>
      expect(screen.getByTestId('class-message-recipients').textContent).toBe('29 students will see this'),
    );
    expect(validated).toEqual([49]);
  });

  it("says when an administrator's classes could not be loaded, and tries again", async () => {
    const me = makeMeResponse({
      userSchools: [makeUserSchool(1, { isSchoolAdministrator: true }, 'Oakfield Academy')],
      isSchoolAdministrator: true,
    });
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    let asked = 0;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.groups(1)}`]: () => {
        asked += 1;
        return asked === 1
          ? jsonResponse(503, { message: 'The service is unavailable.' })
          : jsonResponse(200, { items: [], total: 0 });
      },
    });
    renderApp('/1/classes/notifications');
    expect(await screen.findByText('The classes could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The school has no classes yet')).toBeTruthy();
  });
});
