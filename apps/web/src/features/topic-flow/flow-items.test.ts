import type { FlowItem } from '@mathsight/contract/flows.ts';
import { describe, expect, it } from 'vitest';
import { isPinned, mergeResponse, questionContent, waitingInput } from './flow-items.ts';
import { makeFlowItem, makeFlowSession } from './testing/flow-fixtures.ts';

const item = (sequence: number, over: Partial<FlowItem> = {}): FlowItem =>
  makeFlowItem({ flowItemId: 100 + sequence, position: sequence, sequence, ...over });

const session = (items: FlowItem[]) => makeFlowSession(items);

describe('flow items', () => {
  it('finds the input waiting at the end, and only there', () => {
    const radio = item(2, { flowItemType: 'RadioButtonInput' });
    expect(waitingInput([item(1), radio])).toBe(radio);
    expect(waitingInput([radio, item(3)])).toBeNull();
    const answered = { ...radio, response: { value: '3', respondedAt: 'x', isCorrect: null } };
    expect(waitingInput([item(1), answered])).toBeNull();
  });

  it('tells pinned items apart and reads a question item', () => {
    expect(isPinned(item(1, { flowItemType: 'PinnedText' }))).toBe(true);
    expect(isPinned(item(1))).toBe(false);
    const content = {
      questionId: 5,
      number: 1,
      of: 2,
      stem: 'What is $1+1$?',
      diagramSvg: null,
      diagramAlt: null,
      options: ['A', 'B', 'C', 'D'].map((letter) => ({ letter, text: letter })),
      previousLetter: null,
    };
    const q = item(1, {
      flowItemType: 'DiagnosticQuestionAnswerInput',
      contentType: 'application/vnd.mathsight.diagnostic-question+json',
      text: JSON.stringify(content),
    });
    expect(questionContent(q)).toEqual(content);
    expect(questionContent({ ...q, text: '{broken' })).toBeNull();
    expect(questionContent(item(1))).toBeNull();
  });

  it('merges a response: the answered item replaced, new items appended once, in order', () => {
    const radio = item(2, { flowItemType: 'RadioButtonInput' });
    const answered = { ...radio, response: { value: '4', respondedAt: 'now', isCorrect: null } };
    const merged = mergeResponse(session([item(1), radio]), {
      respondedItem: answered,
      items: [item(4), item(3)],
      finished: false,
      summary: null,
    });
    expect(merged.items.map((i) => i.sequence)).toEqual([1, 2, 3, 4]);
    expect(merged.items[1]?.response?.value).toBe('4');
    const again = mergeResponse(merged, {
      respondedItem: answered,
      items: [item(3), item(4)],
      finished: false,
      summary: null,
    });
    expect(again.items).toHaveLength(4);
  });
});
