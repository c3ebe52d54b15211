import { intBetween, pick, seededRandom } from '../shared/random.ts';

/**
 * The simulator's truth (decision 0014 reads it): a question's difficulty for a student of a year,
 * in logits, one per bank level around the middle (2) and half a logit per year group above the
 * student's (or the reference) year.
 */
export function questionDifficulty(
  q: { difficulty: number; yearGroup: number },
  referenceYear: number,
): number {
  return q.difficulty - 2 + 0.5 * (q.yearGroup - referenceYear);
}

/** The simulator's chance of a right answer when no held misconception is offered (Rasch, no guessing floor). */
export function expectedCorrect(ability: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - ability));
}

/**
 * A simulated student: an ability per strand (logits) at `growthFrom`, how far it moves a week after
 * that (the same in every strand), and the misconceptions they hold. Without `growthFrom` the
 * abilities stay as drawn (the scale school and the model-recovery test want a fixed truth).
 */
export interface SimulatedStudent {
  studentId: number;
  abilities: Record<string, number>;
  growthPerWeek: number;
  growthFrom: Date | null;
  misconceptionIds: ReadonlySet<number>;
}

const WEEK_MS = 7 * 86_400_000;

/** The student's true ability in a strand at a moment: the drawn ability plus the growth since `growthFrom`. */
export function abilityAt(student: SimulatedStudent, strand: string, at: Date): number {
  const drawn = student.abilities[strand] ?? 0;
  if (!student.growthFrom) return drawn;
  const weeks = Math.max(0, (at.getTime() - student.growthFrom.getTime()) / WEEK_MS);
  return drawn + student.growthPerWeek * weeks;
}

/**
 * A week's growth in logits: 0.03 on average (0.36 over a 12-week term, about seven months at the half
 * a logit a year group the difficulties assume), spread so that about one student in four stalls or
 * falls back and some grow three times as fast: enough, over the weeks after a baseline, for a term of
 * answers to tell a clear change from the measures' uncertainty. Its own random stream, so abilities
 * and misconceptions are drawn as before.
 */
function drawGrowthPerWeek(seed: number, studentId: number, mean: number): number {
  const random = seededRandom(seed * 104_729 + studentId * 17 + 3);
  return mean + (random() + random() - 1) * 0.16;
}

/** The mean of a week's growth (logits) when nothing says otherwise: see drawGrowthPerWeek. */
export const MEAN_GROWTH_PER_WEEK = 0.03;

export interface SimOption {
  letter: 'A' | 'B' | 'C' | 'D';
  isCorrect: boolean;
  misconceptionId: number | null;
}

/**
 * A student drawn deterministically from a seed: abilities around 0, and 0–4 misconceptions of those
 * given; with `growthFrom` (the term's start) their abilities grow (or fall) week by week from then,
 * by `meanGrowthPerWeek` on average (a class that is taught well or badly: the test of class growth).
 */
export function drawStudent(
  seed: number,
  studentId: number,
  strands: readonly string[],
  misconceptionIds: readonly number[],
  growthFrom: Date | null = null,
  meanGrowthPerWeek = MEAN_GROWTH_PER_WEEK,
): SimulatedStudent {
  const random = seededRandom(seed * 7919 + studentId);
  const base = (random() + random() + random() - 1.5) * 1.6;
  const abilities = Object.fromEntries(strands.map((s) => [s, base + (random() - 0.5)]));
  const held = new Set<number>();
  const count = misconceptionIds.length ? intBetween(random, 0, 4) : 0;
  for (let i = 0; i < count; i++) held.add(pick(random, misconceptionIds));
  return {
    studentId,
    abilities,
    growthPerWeek: growthFrom ? drawGrowthPerWeek(seed, studentId, meanGrowthPerWeek) : 0,
    growthFrom,
    misconceptionIds: held,
  };
}

/**
 * The choice rule: the distractor of a misconception the student holds when one is offered;
 * otherwise right with the model's probability (their ability at `at` vs difficulty); otherwise a
 * random wrong option. Without `at`, the ability as drawn.
 */
export function chooseAnswer(
  student: SimulatedStudent,
  question: { strand: string; difficulty: number; options: readonly SimOption[] },
  random: () => number,
  at?: Date,
): SimOption {
  const held = question.options.find(
    (o) => o.misconceptionId !== null && student.misconceptionIds.has(o.misconceptionId),
  );
  if (held) return held;
  const ability = at ? abilityAt(student, question.strand, at) : (student.abilities[question.strand] ?? 0);
  const right = question.options.find((o) => o.isCorrect);
  if (right && random() < expectedCorrect(ability, question.difficulty)) return right;
  return pick(
    random,
    question.options.filter((o) => !o.isCorrect),
  );
}

/** Realistic time taken: 8–90 s, longer for harder questions and weaker students (log-normal-ish). */
export function timeTakenMs(ability: number, difficulty: number, random: () => number): number {
  const centre = 25_000 * Math.exp(0.3 * (difficulty - ability));
  const spread = Math.exp((random() + random() - 1) * 0.8);
  return Math.round(Math.min(90_000, Math.max(8_000, centre * spread)));
}
