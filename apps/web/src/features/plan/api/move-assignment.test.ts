import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken } from '../../../shared/api/access-token.ts';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { makeAssignmentDetail } from '../../../test/work-fixtures.ts';
import { moveAssignment, NotEditableError } from './move-assignment.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
  clearAccessToken();
});

function stub(detail = makeAssignmentDetail(5)) {
  saveRefreshToken(makeToken());
  const puts: unknown[] = [];
  const fetchMock = stubFetch({
    ...accessRoute(),
    [`GET ${assignmentPaths.assignment(5)}`]: () => jsonResponse(200, detail),
    [`PUT ${assignmentPaths.assignment(5)}`]: (_url, init) => {
      puts.push(JSON.parse(String(init.body)));
      return jsonResponse(200, detail);
    },
    [`PUT ${assignmentPaths.retrievalPracticeAssignment(5)}`]: (_url, init) => {
      puts.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { ...detail, groupId: 11, questions: [] });
    },
  });
  return { puts, fetchMock };
}

describe('moving work on the calendar', () => {
  it('moves both dates by whole days, keeping everything else, and Undo restores the old dates', async () => {
    const { puts } = stub();
    const moved = await moveAssignment(createQueryClient(), 5, 2);
    expect(puts).toEqual([
      {
        name: 'Adding fractions',
        startDate: '2030-03-06T09:00:00.000Z',
        endDate: '2030-03-13T08:30:00.000Z',
        feedbackMode: 'AfterEachQuestion',
        askConfidence: false,
        groupIds: [11, 12],
      },
    ]);
    await moved.undo();
    expect(puts[1]).toEqual({
      ...(puts[0] as object),
      startDate: '2030-03-04T09:00:00.000Z',
      endDate: '2030-03-11T08:30:00.000Z',
    });
  });

  it('keeps the time of day across the clocks going forward', async () => {
    const { puts } = stub(
      makeAssignmentDetail(5, { startDate: '2030-03-29T09:00:00.000Z', endDate: '2030-03-29T16:00:00.000Z' }),
    );
    await moveAssignment(createQueryClient(), 5, 3);
    // 9:00 in London is 08:00 UTC once British Summer Time starts (31 March 2030).
    expect(puts[0]).toMatchObject({
      startDate: '2030-04-01T08:00:00.000Z',
      endDate: '2030-04-01T15:00:00.000Z',
    });
  });

  it('moves retrieval practice through its own endpoint, without its class', async () => {
    const { puts } = stub(makeAssignmentDetail(5, { kind: 'RetrievalPractice' }));
    await moveAssignment(createQueryClient(), 5, -1);
    expect(puts[0]).not.toHaveProperty('groupIds');
    expect(puts[0]).toMatchObject({ startDate: '2030-03-03T09:00:00.000Z' });
  });

  it('changes nothing when the teacher may not edit the work', async () => {
    const { puts } = stub(makeAssignmentDetail(5, { canEdit: false }));
    await expect(moveAssignment(createQueryClient(), 5, 1)).rejects.toBeInstanceOf(NotEditableError);
    expect(puts).toEqual([]);
  });
});
