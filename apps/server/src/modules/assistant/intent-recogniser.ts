import { containerBootstrap, type NlpInstance } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import { INTENT_NAMES, INTENTS, type IntentName } from './intents.ts';

/** Below this score the assistant does not guess: it answers with suggestions. */
export const INTENT_THRESHOLD = 0.6;

/** Words too common to tell one question from another. */
const COMMON = new Set(
  'the a an of to and or in on at for with by is are was were be do does did i me my you your we our it this that these those what which who whom how why when where there their they them has have had not no could would will shall'.split(
    ' ',
  ),
);
const stems = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !COMMON.has(w))
    .map((w) => w.slice(0, 5));

/** Each intent's vocabulary (word stems of its phrasings), so an answer is never given on no shared word. */
const VOCABULARY = new Map(INTENT_NAMES.map((name) => [name, new Set(INTENTS[name].flatMap(stems))]));

export interface Recognised {
  intent: IntentName | null;
  score: number;
}

/**
 * The intent classifier: NLP.js's neural network, trained in this process from intents.ts (nothing
 * is downloaded or read at run time), once, on the first question (about 0.1 s), then shared.
 */
export class IntentRecogniser {
  #nlp: Promise<NlpInstance> | undefined;

  #trained(): Promise<NlpInstance> {
    this.#nlp ??= (async () => {
      const container = await containerBootstrap();
      container.use(Nlp);
      container.use(LangEn);
      // NLP.js's own defaults for every language's classifier, but without its per-epoch console log.
      container.registerConfiguration(
        'nlu-??',
        {
          keepStopwords: true,
          nonefeatureValue: 1,
          nonedeltaMultiplier: 1.2,
          spellCheck: false,
          spellCheckDistance: 1,
          filterZeros: true,
          log: false,
        },
        true,
      );
      const nlp = container.get('nlp');
      nlp.settings.autoSave = false;
      nlp.settings.autoLoad = false;
      nlp.addLanguage('en');
      for (const name of INTENT_NAMES) {
        for (const phrase of INTENTS[name]) nlp.addDocument('en', phrase, name);
      }
      await nlp.train();
      return nlp;
    })();
    return this.#nlp;
  }

  /** Trains now (the server may call it at start so the first question waits for nothing). */
  async warm() {
    await this.#trained();
  }

  async recognise(question: string): Promise<Recognised> {
    const nlp = await this.#trained();
    const result = await nlp.process('en', question);
    const known = (INTENT_NAMES as string[]).includes(result.intent);
    if (!known || result.score < INTENT_THRESHOLD) return { intent: null, score: result.score ?? 0 };
    const vocabulary = VOCABULARY.get(result.intent as IntentName);
    const open = result.intent === 'help' || result.intent === 'greeting';
    if (!open && !stems(question).some((w) => vocabulary?.has(w)))
      return { intent: null, score: result.score };
    return { intent: result.intent as IntentName, score: result.score };
  }
}
