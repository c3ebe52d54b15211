import type {
  FlowItemType,
  FlowKind,
  FlowQuestionContent,
  FlowRadioButton,
  FlowSummary,
  FlowTemplateSlug,
} from '@mathsight/contract/flows.ts';
import { FLOW_INPUT_TYPES, FLOW_QUESTION_CONTENT_TYPE } from '@mathsight/contract/flows.ts';
import type { MisconceptionFeedback } from '@mathsight/contract/quiz-sessions.ts';
import {
  type ResultMark,
  resultsChartSvg,
  type Slide,
  slideshowSvg,
  svgDataUrl,
  topicCardSvg,
} from './flow-media.ts';

/**
 * The flow generator: pure and deterministic. Given the plan (who, which questions, which template)
 * and the responses so far, it replays the script and answers every item dispatched up to the next
 * input still waiting, or to the end with a summary. The service stores only the items beyond those
 * already stored, so resuming, resending and generating again all agree (decision 0007).
 */

export type OptionLetter = 'A' | 'B' | 'C' | 'D';

export interface FlowOption {
  letter: OptionLetter;
  text: string;
  isCorrect: boolean;
  misconception: MisconceptionFeedback | null;
}

export interface FlowQuestion {
  questionId: number;
  stem: string;
  diagramSvg: string | null;
  diagramAlt: string | null;
  options: FlowOption[];
}

export interface FlowPlan {
  kind: FlowKind;
  template: FlowTemplateSlug;
  learnerName: string;
  /** The topic or the work, e.g. "Adding fractions". */
  title: string;
  /** What the learner will be able to do (the topic unit's description). */
  learningIntention: string;
  questions: FlowQuestion[];
  /**
   * Right or wrong after each answer (and so explanations and retries). False for set work whose
   * teacher chose feedback at the end: answers are only acknowledged until the summary.
   */
  feedbackAfterEach: boolean;
  /** Pace the chat with milliSecondsDelay; off (0) when FLOW_DELAYS=off and in tests. */
  delays: boolean;
}

export interface FlowItemDraft {
  flowItemGroup: string;
  position: number;
  sequence: number;
  flowItemType: FlowItemType;
  text: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  fileUrl: string | null;
  radioButtons: FlowRadioButton[] | null;
  contentType: string;
  milliSecondsDelay: number;
}

export interface FlowRun {
  items: FlowItemDraft[];
  finished: boolean;
  summary: FlowSummary | null;
}

type Step = Omit<FlowItemDraft, 'position' | 'sequence' | 'milliSecondsDelay'> & { delay?: number };

export const CONFIDENCE_BUTTONS: FlowRadioButton[] = [
  { sequence: 1, value: '1', label: 'Not at all confident', labelOptions: { emoji: '😟' } },
  { sequence: 2, value: '2', label: 'A little confident', labelOptions: { emoji: '😕' } },
  { sequence: 3, value: '3', label: 'Fairly confident', labelOptions: { emoji: '😐' } },
  { sequence: 4, value: '4', label: 'Quite confident', labelOptions: { emoji: '🙂' } },
  { sequence: 5, value: '5', label: 'Very confident', labelOptions: { emoji: '😃' } },
];

const blank = {
  text: null,
  imageUrl: null,
  videoUrl: null,
  fileUrl: null,
  radioButtons: null,
  contentType: 'text/plain',
};

function step(group: string, flowItemType: FlowItemType, fields: Partial<Step> = {}): Step {
  return { ...blank, flowItemGroup: group, flowItemType, ...fields };
}

/** Roughly the time to "type" a message: 300–900 ms, nothing for pinned items and inputs' own pause. */
export function delayOf(s: Step): number {
  if (s.delay !== undefined) return s.delay;
  if (s.flowItemType.startsWith('Pinned') || s.flowItemType === 'Divider') return 300;
  if (s.contentType === FLOW_QUESTION_CONTENT_TYPE) return 600;
  const length = s.text?.length ?? 60;
  return Math.min(900, Math.max(300, 300 + length * 6));
}

const GREETINGS: Record<FlowKind, (p: FlowPlan) => string> = {
  TopicPathwayQuiz: (p) => `Hi ${p.learnerName}! Let's work through ${p.title} together.`,
  Challenge: (p) => `Ready for a challenge, ${p.learnerName}? These are the hardest questions on ${p.title}.`,
  Generic: (p) => `Hi ${p.learnerName}. Here are some questions on ${p.title}.`,
  TopicPathwayQuizQuestion: (p) => `Hi ${p.learnerName}. Let's look closely at one question on ${p.title}.`,
  OnDemandSupport: (p) =>
    `Need a hand with ${p.title}, ${p.learnerName}? First the ideas that trip people up, then a question to try.`,
  RetrievalPracticeAssignment: (p) =>
    `Hi ${p.learnerName}! Time to remember what you have learnt before: some of these are from earlier topics.`,
};

/** The question as a learner sees it: no correctness and no misconceptions. */
function questionContent(q: FlowQuestion, number: number, of: number, previous: OptionLetter | null) {
  const content: FlowQuestionContent = {
    questionId: q.questionId,
    number,
    of,
    stem: q.stem,
    diagramSvg: q.diagramSvg,
    diagramAlt: q.diagramAlt,
    options: q.options.map((o) => ({ letter: o.letter, text: o.text })),
    previousLetter: previous,
  };
  return JSON.stringify(content);
}

function questionButtons(q: FlowQuestion, excluded: OptionLetter | null): FlowRadioButton[] {
  return q.options
    .filter((o) => o.letter !== excluded)
    .map((o, i) => ({ sequence: i + 1, value: o.letter, label: o.text, labelOptions: { letter: o.letter } }));
}

/** The misconceptions the topic's wrong options stand for, most common first (for the overview). */
function commonMisconceptions(questions: FlowQuestion[], limit: number): MisconceptionFeedback[] {
  const counts = new Map<number, { m: MisconceptionFeedback; n: number }>();
  for (const q of questions)
    for (const o of q.options)
      if (o.misconception) {
        const entry = counts.get(o.misconception.misconceptionId) ?? { m: o.misconception, n: 0 };
        entry.n += 1;
        counts.set(o.misconception.misconceptionId, entry);
      }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || a.m.misconceptionId - b.m.misconceptionId)
    .slice(0, limit)
    .map((e) => e.m);
}

/** The script: yields each item; an input's yield answers the learner's response (the value). */
function* script(plan: FlowPlan): Generator<Step, FlowSummary, string> {
  const teaches = plan.template === 'default';
  const retries = plan.template !== 'dr' && plan.feedbackAfterEach;
  const n = plan.questions.length;

  // ---- intro
  yield step('intro', 'Text', { text: GREETINGS[plan.kind](plan) });
  if (plan.template !== 'dr') {
    yield step('intro', 'PinnedText', { text: `Learning intention: ${plan.learningIntention}` });
  }
  if (teaches) {
    const card = topicCardSvg(plan.title, plan.learningIntention, n);
    yield step('intro', 'PinnedImage', {
      text: `${plan.title}: ${n} ${n === 1 ? 'question' : 'questions'}`,
      imageUrl: svgDataUrl(card),
      contentType: 'image/svg+xml',
    });
    const watchOut = commonMisconceptions(plan.questions, 3);
    const slides: Slide[] = [
      { heading: plan.title, body: plan.learningIntention },
      ...watchOut.map((m) => ({ heading: `Watch out: ${m.name}`, body: m.howToFix })),
    ];
    yield step('intro', 'PinnedVideo', {
      text: `Overview of ${plan.title}: ${slides.map((s) => `${s.heading}. ${s.body}`).join(' ')}`,
      videoUrl: svgDataUrl(slideshowSvg(`Overview: ${plan.title}`, slides)),
      contentType: 'image/svg+xml',
    });
    if (plan.kind === 'OnDemandSupport') {
      for (const m of watchOut) {
        yield step('intro', 'Information', { text: `A common mistake: ${m.name}. ${m.howToFix}` });
      }
    }
    const confidence = yield step('intro', 'RadioButtonInput', {
      text: `How confident do you feel about ${plan.title} right now?`,
      radioButtons: CONFIDENCE_BUTTONS,
    });
    yield step('intro', 'Text', {
      text:
        Number(confidence) <= 2
          ? "That's fine: that is what this is for. Take your time."
          : "Great, let's put that to the test.",
    });
  }

  // ---- questions
  const marks: ResultMark[] = [];
  const met = new Map<number, MisconceptionFeedback & { count: number }>();
  let correctFirstTime = 0;
  let correctOnRetry = 0;
  for (const [i, q] of plan.questions.entries()) {
    const group = `question-${i + 1}`;
    const number = i + 1;
    yield step(group, 'Divider', { text: `Question ${number} of ${n}` });
    const first = (yield step(group, 'DiagnosticQuestionAnswerInput', {
      text: questionContent(q, number, n, null),
      imageUrl: q.diagramSvg ? svgDataUrl(q.diagramSvg) : null,
      radioButtons: questionButtons(q, null),
      contentType: FLOW_QUESTION_CONTENT_TYPE,
    })) as OptionLetter;
    const chosen = q.options.find((o) => o.letter === first);
    const correct = q.options.find((o) => o.isCorrect);
    if (chosen?.misconception) {
      const entry = met.get(chosen.misconception.misconceptionId) ?? { ...chosen.misconception, count: 0 };
      entry.count += 1;
      met.set(entry.misconceptionId, entry);
    }
    if (chosen?.isCorrect) {
      correctFirstTime += 1;
      marks.push({ number, outcome: 'right' });
      yield step(group, 'Text', {
        text: plan.feedbackAfterEach ? rightMessage(number) : 'Thanks, your answer is saved.',
      });
      continue;
    }
    if (!plan.feedbackAfterEach) {
      marks.push({ number, outcome: 'wrong' });
      yield step(group, 'Text', {
        text: 'Thanks, your answer is saved. You will see how you did at the end.',
      });
      continue;
    }
    if (!retries) {
      marks.push({ number, outcome: 'wrong' });
      yield step(group, 'Text', { text: `Not this time: the answer was ${correct?.letter}.` });
      continue;
    }
    yield step(group, 'Text', { text: `Not quite: ${first} is not right.` });
    if (chosen?.misconception) {
      yield step(group, 'HighlightedText', {
        text: `This answer often comes from this misconception: ${chosen.misconception.name}.`,
      });
      if (teaches) yield step(group, 'Information', { text: chosen.misconception.howToFix });
    }
    if (teaches && q.diagramSvg) {
      yield step(group, 'Image', {
        text: q.diagramAlt ? `Look at the diagram again: ${q.diagramAlt}` : 'Look at the diagram again.',
        imageUrl: svgDataUrl(q.diagramSvg),
        contentType: 'image/svg+xml',
      });
    }
    const second = (yield step(group, 'DiagnosticQuestionRetryInput', {
      text: questionContent(q, number, n, first),
      imageUrl: q.diagramSvg ? svgDataUrl(q.diagramSvg) : null,
      radioButtons: questionButtons(q, first),
      contentType: FLOW_QUESTION_CONTENT_TYPE,
    })) as OptionLetter;
    if (q.options.find((o) => o.letter === second)?.isCorrect) {
      correctOnRetry += 1;
      marks.push({ number, outcome: 'retry' });
      yield step(group, 'Text', { text: 'Yes, that is right. Well done for sticking with it.' });
    } else {
      marks.push({ number, outcome: 'wrong' });
      yield step(group, 'Text', {
        text: `Not this time. The right answer was ${correct?.letter}: ${correct?.text ?? ''}`,
      });
    }
  }

  // ---- end
  yield step('end', 'Divider', { text: 'All done' });
  if (teaches) {
    yield step('end', 'TextInput', {
      text: 'Before you finish: what is one thing you will remember from today?',
    });
    yield step('end', 'Text', { text: 'Thank you for sharing that.' });
  }
  const misconceptionsMet = [...met.values()].sort(
    (a, b) => b.count - a.count || a.misconceptionId - b.misconceptionId,
  );
  const summary: FlowSummary = {
    questionCount: n,
    correctFirstTime,
    correctOnRetry,
    scorePercent: n === 0 ? 0 : Math.round((correctFirstTime / n) * 100),
    misconceptionsMet,
  };
  const retried = correctOnRetry ? `, and ${correctOnRetry} more on a second try` : '';
  const scoreText = `You got ${correctFirstTime} of ${n} right first time${retried}.`;
  yield step('end', 'Text', { text: `Here is how you did: ${scoreText}` });
  yield step('end', 'Image', {
    text: `Your results: ${scoreText}`,
    imageUrl: svgDataUrl(resultsChartSvg(marks)),
    contentType: 'image/svg+xml',
  });
  if (teaches) {
    const slides: Slide[] = misconceptionsMet.length
      ? misconceptionsMet.map((m) => ({ heading: m.name, body: m.howToFix }))
      : [{ heading: 'You did it', body: plan.learningIntention }];
    yield step('end', 'Video', {
      text: `Recap: ${slides.map((s) => `${s.heading}. ${s.body}`).join(' ')}`,
      videoUrl: svgDataUrl(slideshowSvg(`Recap: ${plan.title}`, slides)),
      contentType: 'image/svg+xml',
    });
  }
  if (misconceptionsMet.length) {
    yield step('end', 'HighlightedText', {
      text: `To work on: ${misconceptionsMet.map((m) => m.name).join('; ')}.`,
    });
  }
  yield step('end', 'Text', { text: `That is the end of this lesson. Well done, ${plan.learnerName}!` });
  return summary;
}

function rightMessage(number: number): string {
  const messages = ['That is right!', 'Correct, well done.', 'Yes, spot on.', 'Right again, nice work.'];
  return messages[(number - 1) % messages.length] ?? 'That is right!';
}

/**
 * Runs the script against the responses recorded so far (keyed by the input item's sequence) and
 * answers every item up to the first input without a response, or the whole flow and its summary.
 */
export function generateFlow(plan: FlowPlan, responses: ReadonlyMap<number, string>): FlowRun {
  const items: FlowItemDraft[] = [];
  const positions = new Map<string, number>();
  const it = script(plan);
  let next = it.next();
  while (!next.done) {
    const s = next.value;
    const position = (positions.get(s.flowItemGroup) ?? 0) + 1;
    positions.set(s.flowItemGroup, position);
    const { delay: _delay, ...fields } = s;
    const draft: FlowItemDraft = {
      ...fields,
      position,
      sequence: items.length + 1,
      milliSecondsDelay: plan.delays ? delayOf(s) : 0,
    };
    items.push(draft);
    if (FLOW_INPUT_TYPES.includes(s.flowItemType)) {
      const response = responses.get(draft.sequence);
      if (response === undefined) return { items, finished: false, summary: null };
      next = it.next(response);
    } else next = it.next('');
  }
  return { items, finished: true, summary: next.value };
}

/** Whether a response value is acceptable for an input item; null when it is, else why not. */
export function checkResponse(
  item: Pick<FlowItemDraft, 'flowItemType' | 'radioButtons'>,
  value: string,
): 'invalidOption' | null {
  if (item.flowItemType === 'TextInput') return null;
  const allowed = (item.radioButtons ?? []).map((b) => b.value);
  return allowed.includes(value) ? null : 'invalidOption';
}

/** Whether the option chosen for a question item is right (null for other inputs). */
export function isCorrectAnswer(question: FlowQuestion | undefined, value: string): boolean | null {
  if (!question) return null;
  return question.options.find((o) => o.letter === value)?.isCorrect ?? false;
}
