import { schoolSettingsPaths } from '@mathsight/contract/school-settings.paths.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import type { School } from '@mathsight/contract/schools.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const SCHOOL: School = {
  schoolId: 1,
  name: 'Oakfield Academy',
  addressLine1: '1 Oak Lane',
  city: 'Leeds',
  zipOrPostCode: 'LS1 4AB',
  country: 'GB',
  motivationalFeaturesEnabled: true,
};

function signedIn(admin: boolean) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: admin }, 'Oakfield Academy')],
    isSchoolAdministrator: admin,
    teachers: [
      {
        teacherId: 5,
        userId: 50,
        schoolId: 1,
        title: 'Mr',
        firstName: 'Tom',
        lastName: 'Okafor',
        email: null,
        schoolMembershipStatus: 'Confirmed',
        isSchoolAdministrator: true,
      },
    ],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  return me;
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('the configuration page', () => {
  it("lets an administrator correct the school's details, and shows a refusal beside its field", async () => {
    const me = signedIn(true);
    const puts: Array<Record<string, unknown>> = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.school(1)}`]: () => jsonResponse(200, SCHOOL),
      [`PUT ${schoolPaths.school(1)}`]: (_url, init) => {
        const body = bodyOf(init);
        puts.push(body);
        if (body.zipOrPostCode === '12345') {
          return jsonResponse(400, {
            message: 'The request is invalid.',
            modelState: { zipOrPostCode: ['Enter a UK postcode, like YO1 7HH'] },
          });
        }
        return jsonResponse(200, { ...SCHOOL, ...body });
      },
    });
    renderApp('/config');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuration' })).toBeTruthy();
    expect(document.title).toBe('Configuration - Mathsight');
    const name = await screen.findByRole('textbox', { name: 'School name' });
    expect((name as HTMLInputElement).value).toBe('Oakfield Academy');
    const save = screen.getByRole('button', { name: 'Save details' });
    // Nothing changed yet: nothing to save.
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, '12345');
    await user.click(save);
    expect(await screen.findByText('Enter a UK postcode, like YO1 7HH')).toBeTruthy();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');

    await user.clear(postcode);
    await user.type(postcode, 'LS2 9JT');
    await user.clear(name);
    await user.type(name, 'Oakfield Park Academy');
    await user.click(save);
    expect(await screen.findByText("The school's details are saved.")).toBeTruthy();
    expect(puts.at(-1)).toEqual({
      name: 'Oakfield Park Academy',
      addressLine1: '1 Oak Lane',
      city: 'Leeds',
      zipOrPostCode: 'LS2 9JT',
      country: 'GB',
    });
  });

  it('turns the league tables off and says so; a failure leaves the switch as stored', async () => {
    const me = signedIn(true);
    const asked: boolean[] = [];
    let fail = false;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.school(1)}`]: () => jsonResponse(200, SCHOOL),
      [`PUT ${schoolSettingsPaths.motivationalFeatures(1)}`]: (_url, init) => {
        const { enabled } = bodyOf(init) as { enabled: boolean };
        asked.push(enabled);
        return fail
          ? jsonResponse(500, { message: 'Something went wrong' })
          : jsonResponse(200, { ...SCHOOL, motivationalFeaturesEnabled: enabled });
      },
    });
    renderApp('/config');
    const toggle = await screen.findByRole('switch', {
      name: /^Show league tables to teachers and students/,
    });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(toggle);
    expect(await screen.findByText('League tables are off for the school.')).toBeTruthy();
    expect(asked).toEqual([false]);
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fail = true;
    await user.click(toggle);
    expect(await screen.findByText('The change was not saved')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });

  it('shows another teacher the details and the leagues read-only, and whom to ask', async () => {
    const me = signedIn(false);
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.school(1)}`]: () =>
        jsonResponse(200, { ...SCHOOL, motivationalFeaturesEnabled: false }),
    });
    renderApp('/config');
    expect(await screen.findByTestId('school-details-read-only')).toBeTruthy();
    expect(screen.getByText('1 Oak Lane, Leeds, LS1 4AB')).toBeTruthy();
    expect(screen.getByTestId('leagues-state').textContent).toContain('off');
    expect(screen.queryByRole('textbox', { name: 'School name' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('ask-administrator').textContent).toContain('Ask Mr Tom Okafor.'),
    );
  });

  it('says the settings could not be loaded, with Try again', async () => {
    const me = signedIn(true);
    let calls = 0;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.school(1)}`]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { message: 'Down' }) : jsonResponse(200, SCHOOL);
      },
    });
    renderApp('/config');
    expect(await screen.findByText("The school's settings could not be loaded")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'School name' })).toBeTruthy();
  });
});
