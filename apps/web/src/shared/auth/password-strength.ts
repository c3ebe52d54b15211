/**
 * Password strength from zxcvbn-ts (a kept library, not a hand-written rule), loaded on first use so
 * its dictionaries (some 1 MB) never weigh on the sign-in page.
 */
export type Strength = { score: 0 | 1 | 2 | 3 | 4; warning: string; suggestions: string[] };

let checker: Promise<(password: string, userInputs: string[]) => Strength> | undefined;

export function loadStrengthChecker() {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
    return (password: string, userInputs: string[]) => {
      const result = zxcvbn.check(password, userInputs);
      return {
        score: result.score,
        warning: result.feedback.warning ?? '',
        suggestions: result.feedback.suggestions,
      };
    };
  })();
  return checker;
}

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
