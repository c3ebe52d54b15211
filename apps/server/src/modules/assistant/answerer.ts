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
}

/**
 * The seam where an answerer plugs in (issue 29 points 1 and 2): the built-in one (builtin-answerer.ts)
 * answers from the data with templates; a model answerer (apps/server/src/assistant-model/, helper h2)
 * will word answers from the same data queries (assistant-data.ts) and fall back to the built-in one.
 */
export interface AssistantAnswerer {
  readonly source: 'built-in' | 'model';
  answer(question: string, scope: AskScope): Promise<AnswerDraft>;
}
