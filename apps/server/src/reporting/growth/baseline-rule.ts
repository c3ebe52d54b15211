/** Answers in a strand that fix a "first answers" baseline when the student has done no diagnostic work (decision 0017). */
export const FIRST_ANSWERS_BASELINE_COUNT = 10;
