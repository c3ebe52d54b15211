/** The few parts of NLP.js (plain JavaScript, no types of its own) the intent recogniser uses. */
declare module '@nlpjs/core' {
  export function containerBootstrap(settings?: object): Promise<{
    use(plugin: unknown): void;
    get(name: 'nlp'): NlpInstance;
    registerConfiguration(tag: string, configuration: object, overwrite?: boolean): void;
  }>;
  export interface NlpInstance {
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(
      locale: string,
      utterance: string,
    ): Promise<{ intent: string; score: number; classifications: { intent: string; score: number }[] }>;
  }
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
