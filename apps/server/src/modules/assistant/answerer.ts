import type { AssistantContext, AssistantFigure, AssistantLink } from '@mathsight/contract/assistant.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { RosterStudent } from './assistant.repository.ts';

/** What the assistant knows of the caller's scope when it answers: their classes and roster only. */
export interface AskScope {
  caller: Caller;
  schoolId: number;
  classes: { groupId: number; code: string }[];
  roster: RosterStudent[];
  context?: AssistantContext;
  now: Date;
}

/** An answer before it is kept (the service adds the conversation's ids, the context and the source). */
export interface AnswerDraft {
  intent: string | null;
  text: string;
  figures: AssistantFigure[];
  links: AssistantLink[];
  promptSuggestions: string[];
  dataPromptSuggestions: string[];
  /** Who worded it, when the answerer decides per answer (a model answerer falling back: 'built-in'). */
  source?: 'built-in' | 'model';
  /** Why the model did not word this answer (shown with it). */
  note?: string;
}

/** What a streaming answerer reports while it words an answer. */
export type AnswerEvent = { type: 'delta'; text: string } | { type: 'fallback'; note: string };

export interface AnswerOptions {
  /** Each piece of the worded text as it comes, and a fallback that replaces what came so far. */
  onEvent?: (event: AnswerEvent) => void;
  /** The teacher left: stop wording. */
  signal?: AbortSignal;
}

/**
 * The seam where an answerer plugs in (issue 29 points 1 and 2): the built-in one (builtin-answerer.ts)
 * answers from the data with templates; the model answerer (model-answerer.ts) words answers from the
 * same data queries (data-tools.ts) and falls back to the built-in one.
 */
export interface AssistantAnswerer {
  readonly source: 'built-in' | 'model';
  answer(question: string, scope: AskScope, options?: AnswerOptions): Promise<AnswerDraft>;
}
