import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const school = {
  schoolId: 42,
  name: 'Holme Valley School',
  addressLine1: '1 Mill Lane',
  city: 'Holmfirth',
  zipOrPostCode: 'HD9 7AA',
  country: 'GB',
  teacherCount: 3,
  membershipStatus: null,
};

describe('/schools', () => {
  it('finds a school by its words and asks to join it after a confirming step', async () => {
    const me = makeMeResponse({ userSchools: [], schoolId: null, currentSchoolId: null });
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    const searched: string[] = [];
    const joined: unknown[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.schools}`]: (url) => {
        searched.push(new URL(url, 'http://x').searchParams.get('request.filter.searchText') ?? '');
        return jsonResponse(200, { items: [school], total: 1 });
      },
      [`POST ${schoolPaths.teachers(42)}`]: (_url, init) => {
        joined.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { schoolId: 42, teacherId: 9, membershipStatus: 'Pending' });
      },
    });
    const app = renderApp('/schools');
    await userEvent.type(await screen.findByLabelText('School name, town or postcode'), 'holme');
    const result = await screen.findByRole('listitem', { name: 'Holme Valley School' });
    expect(within(result).getByText('3 teachers on Mathsight')).toBeTruthy();
    expect(searched.at(-1)).toBe('holme');
    await userEvent.click(within(result).getByRole('button', { name: 'This is my school' }));
    expect(within(result).getByText(/An administrator of Holme Valley School confirms you/)).toBeTruthy();
    await userEvent.click(within(result).getByRole('button', { name: 'Ask to join' }));
    await waitFor(() => expect(app.location()).toBe('/42/pending'));
    expect(joined).toEqual([{ isMakeDefault: true }]);
  });

  it('says when nothing matches, with the way to add the school', async () => {
    const me = makeMeResponse({ userSchools: [], schoolId: null, currentSchoolId: null });
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.schools}`]: jsonResponse(200, { items: [], total: 0 }),
    });
    renderApp('/schools');
    await userEvent.type(await screen.findByLabelText('School name, town or postcode'), 'zzz school');
    expect(await screen.findByText(/No school matches “zzz school”/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add your school' }).length).toBeGreaterThan(0);
  });

  it('asks a teacher whose address is not confirmed to confirm it before adding a school, and sends the link again', async () => {
    const base = makeMeResponse({ userSchools: [], schoolId: null, currentSchoolId: null });
    const me = { ...base, user: { ...base.user, isEmailConfirmed: false } };
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    let resent = 0;
    stubFetch({
      ...signedInRoutes(me),
      [`POST ${apiPaths.emailConfirmations}`]: () => {
        resent++;
        return jsonResponse(200, { email: me.user.email, sent: true });
      },
    });
    renderApp('/schools/add');
    const notice = await screen.findByText('Confirm your email address first');
    const alert = notice.closest('.mantine-Alert-root') as HTMLElement;
    expect(alert.textContent).toContain('adding one needs a confirmed email address');
    expect(screen.queryByRole('button', { name: 'Add school' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Send the link again' }));
    expect(await within(alert).findByText(`We've sent another link to ${me.user.email}.`)).toBeTruthy();
    expect(resent).toBe(1);
  });
});
