import { MantineProvider } from '@mantine/core';
import { assistantDocumentPaths } from '@mathsight/contract/assistant-documents.paths.ts';
import type { StudentReport } from '@mathsight/contract/assistant-documents.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { accessOk, accessPath, setUpHttpClientTests } from '../../test/http-client-setup.ts';
import { makeMeResponse } from '../../test/me-fixture.ts';
import { createQueryClient } from '../api/query-client.ts';
import { toMe } from '../session/api/get-me.ts';
import { useSessionStore } from '../session/session-store.ts';
import { resetAllStores } from '../state/store-registry.ts';
import { StudentReportsAction } from './student-reports-action.tsx';

setUpHttpClientTests();
beforeEach(() => resetAllStores());

const report: StudentReport = {
  assignmentId: 40,
  workName: 'Fractions',
  groupId: null,
  instruction: "Parents' evening",
  questionCount: 3,
  students: [
    {
      studentId: 1,
      firstName: 'Aisha',
      lastName: 'Khan',
      groupId: 5,
      status: 'Completed',
      scorePercent: 67,
      correctCount: 2,
      answeredCount: 3,
      questionCount: 3,
      misconceptions: ['Adds the denominators'],
      practiseNext: 'Adds the denominators: use a common denominator.',
      parentsEvening: 'Aisha got 2 of 3 questions right (67%) on "Fractions".',
    },
  ],
};

function renderAction(flags: string[]) {
  useSessionStore.getState().applyMe(toMe(makeMeResponse({ featureFlags: flags })), 1);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <StudentReportsAction schoolId={1} assignmentId={40} groupId={null} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('student reports on a work', () => {
  it('is not offered while the school has the assistant off', () => {
    renderAction([]);
    expect(screen.queryByRole('button', { name: 'Student reports' })).toBeNull();
  });

  it('asks for what the reports are for, and shows a report per student', async () => {
    const sent: unknown[] = [];
    stubFetch({
      [accessPath]: accessOk,
      [`POST ${assistantDocumentPaths.studentReport(1)}`]: (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, report);
      },
    });
    renderAction(['teacher-assistant']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Student reports' }));
    const purpose = await screen.findByRole('textbox', { name: 'What are the reports for?' });
    await user.clear(purpose);
    await user.click(screen.getByRole('button', { name: 'Write the reports' }));
    expect(
      await screen.findByText('Say what the report is for (for example "parents\' evening")'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(purpose, 'Reports home');
    await user.click(screen.getByRole('button', { name: 'Write the reports' }));
    const list = await screen.findByRole('list', { name: 'Student reports' });
    expect(sent).toEqual([{ instruction: 'Reports home', assignmentId: 40 }]);
    expect(within(list).getByText('Aisha Khan')).toBeTruthy();
    expect(list.textContent).toContain('Misconceptions: Adds the denominators.');
    expect(list.textContent).toContain("For parents' evening: Aisha got 2 of 3 questions right (67%)");
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export as PDF: the reports' })).toBeTruthy();
  });

  it("says so when the work is not the caller's", async () => {
    stubFetch({
      [accessPath]: accessOk,
      [`POST ${assistantDocumentPaths.studentReport(1)}`]: () =>
        jsonResponse(404, { message: 'The resource you are looking for does not exist.' }),
    });
    renderAction(['teacher-assistant']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Student reports' }));
    await user.click(await screen.findByRole('button', { name: 'Write the reports' }));
    expect((await screen.findByRole('alert')).textContent).toContain('does not exist');
  });
});
