import { containerBootstrap, type NlpInstance } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import { INTENT_NAMES, INTENTS, type IntentName } from './intents.ts';

/** Below this score the assistant does not guess: it answers with suggestions. */
export const INTENT_THRESHOLD = 0.6;

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
      const nlp = container.get('nlp');
      nlp.settings.autoSave = false;
      nlp.settings.autoLoad = false;
      nlp.settings.nlu = { log: false };
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
    return { intent: result.intent as IntentName, score: result.score };
  }
}
