import { getTestApp } from '../../test/test-app.ts';
import { makeAssistantWorld } from './assistant-world.ts';

export type World = Awaited<ReturnType<typeof makeAssistantWorld>> & {
  /** Misconceptions held as the student page shows them (its own figure, which the answer must repeat). */
  heldOnPage: Record<number, string>;
};

/**
 * One golden question: what a teacher types (optionally from a context), the kind of question it is,
 * and the figures the answer must hold (label → value), each worked out from the world by hand:
 * 8A is Aisha (finished the three questions, two right, q2 wrong showing m2), Ben (q1 wrong showing
 * m1, one answer of three) and Chloe (not started); 8B is Dev (q2 wrong showing m2) and Ella (not
 * started). The work is open this week.
 */
export interface Golden {
  q: string | ((w: World) => string);
  context?: (w: World) => { kind: 'class' | 'student' | 'assignment' | 'school'; id: number };
  intent: string;
  figures?: (w: World) => Record<string, string>;
  /** Words the text must hold (names, chiefly). */
  says?: (w: World) => string[];
}

const work = (w: World) => w.work.name;

export const GOLDEN: Golden[] = [
  // Who has not done this week's work
  {
    q: "Who hasn't done this week's work in 8A?",
    intent: 'work.notDone',
    figures: (w) => ({ [`Not finished: ${work(w)}`]: '2', [`Not started: ${work(w)}`]: '1' }),
    says: () => ['Ben Carter', 'Chloe Davies'],
  },
  {
    q: 'Which students in 8B have not handed in their homework?',
    intent: 'work.notDone',
    figures: (w) => ({ [`Not finished: ${work(w)}`]: '2', [`Not started: ${work(w)}`]: '1' }),
    says: () => ['Dev Patel', 'Ella Jones'],
  },
  {
    q: 'who has not started the work in 8a',
    intent: 'work.notDone',
    figures: (w) => ({ [`Not started: ${work(w)}`]: '1' }),
  },
  {
    q: 'Who is missing homework?',
    context: (w) => ({ kind: 'class', id: w.s.classA.id }),
    intent: 'work.notDone',
    figures: (w) => ({ [`Not finished: ${work(w)}`]: '2' }),
  },
  {
    q: "8B: who didn't complete the homework this week?",
    intent: 'work.notDone',
    figures: (w) => ({ [`Not finished: ${work(w)}`]: '2' }),
  },
  // Which students hold misconception X
  {
    q: (w) => `Which students hold the misconception "${w.m2}"?`,
    intent: 'misconception.holders',
    figures: () => ({ 'Students holding it': '2' }),
    says: () => ['Aisha Khan', 'Dev Patel'],
  },
  {
    q: (w) => `Who in 8A has the misconception ${w.m2}?`,
    intent: 'misconception.holders',
    figures: () => ({ 'Students holding it': '1' }),
    says: () => ['Aisha Khan'],
  },
  {
    q: (w) => `Which pupils in 8B show ${w.m1}?`,
    intent: 'misconception.holders',
    figures: () => ({ 'Students holding it': '0' }),
  },
  {
    q: (w) => `list the students with the misconception ${w.m1}`,
    intent: 'misconception.holders',
    figures: () => ({ 'Students holding it': '1' }),
    says: () => ['Ben Carter'],
  },
  // What to re-teach next / what to set next
  {
    q: 'What should I re-teach to 8B next?',
    intent: 'reteach.next',
    figures: (w) => ({ [`Students holding "${w.m2}"`]: '1' }),
  },
  { q: 'What needs re-teaching in 8A?', intent: 'reteach.next' },
  {
    q: 'What should I set 8B next?',
    intent: 'set.next',
    figures: (w) => ({ [`Students holding "${w.m2}"`]: '1' }),
  },
  {
    q: 'Suggest the next piece of work for 8B',
    intent: 'set.next',
    figures: (w) => ({ [`Students holding "${w.m2}"`]: '1' }),
  },
  // A summary of a piece of work
  {
    q: 'Summarise the latest work for 8A',
    intent: 'work.summary',
    figures: () => ({ Students: '3', Finished: '1', 'Not started': '1', 'Average score': '33%' }),
  },
  {
    q: 'Give me a summary of the marksheet for 8B',
    intent: 'work.summary',
    figures: () => ({ Students: '2', Finished: '0', 'Not started': '1', 'Average score': '0%' }),
  },
  {
    q: 'Sum up the results',
    context: (w) => ({ kind: 'assignment', id: w.work.id }),
    intent: 'work.summary',
    figures: () => ({ Students: '5', Finished: '1', 'Not started': '2' }),
  },
  // Parents' evening
  {
    q: "A few lines per student in 8A for parents' evening",
    intent: 'parents.evening',
    figures: () => ({ Students: '3', 'Pieces of work': '1' }),
    says: () => ['Aisha Khan: finished 1', 'Chloe Davies'],
  },
  {
    q: 'Write parents evening notes for 8B',
    intent: 'parents.evening',
    figures: () => ({ Students: '2' }),
    says: () => ['Dev Patel', 'Ella Jones'],
  },
  // Hardest questions
  {
    q: 'Which questions did 8B find hardest?',
    intent: 'questions.hardest',
    figures: (w) => ({ [`Wrong: question 2 of ${work(w)}`]: '100%' }),
  },
  {
    q: 'What were the most missed questions in 8A?',
    intent: 'questions.hardest',
    figures: (w) => ({
      [`Wrong: question 2 of ${work(w)}`]: '100%',
      [`Wrong: question 1 of ${work(w)}`]: '50%',
    }),
  },
  // Falling behind
  {
    q: 'Who is falling behind in 8A?',
    intent: 'students.fallingBehind',
    figures: () => ({ 'Falling behind': '2' }),
    says: () => ['Ben Carter', 'Chloe Davies'],
  },
  {
    q: 'Which students in 8B are struggling?',
    intent: 'students.fallingBehind',
    figures: () => ({ 'Falling behind': '2' }),
  },
  // A student's strengths and misconceptions
  {
    q: 'What misconceptions does Aisha Khan have?',
    intent: 'student.misconceptions',
    figures: (w) => ({ 'Misconceptions held': w.heldOnPage[w.a[0]] ?? '' }),
  },
  {
    q: "Ben's misconceptions",
    intent: 'student.misconceptions',
    figures: (w) => ({ 'Misconceptions held': w.heldOnPage[w.a[1]] ?? '' }),
  },
  {
    q: 'Tell me about Chloe Davies',
    intent: 'student.profile',
    figures: () => ({ 'Topics answered': '0', 'Misconceptions held': '0' }),
  },
  {
    q: 'How is Ella getting on in maths?',
    intent: 'student.profile',
    figures: () => ({ 'Misconceptions held': '0' }),
  },
  // A student's recent work
  { q: "Has Dev Patel done this week's work?", intent: 'student.recentWork', says: () => ['part way'] },
  {
    q: 'What score did Aisha get on the last homework?',
    intent: 'student.recentWork',
    figures: (w) => ({ [`Score: ${work(w)}`]: '67%' }),
  },
  // Classes and sizes
  { q: 'Which classes do I teach?', intent: 'classes.list', figures: () => ({ Classes: '2' }) },
  { q: 'How many students are in 8A?', intent: 'class.size', figures: () => ({ Students: '3' }) },
  { q: 'How many pupils in 8B?', intent: 'class.size', figures: () => ({ Students: '2' }) },
  // Completion and averages
  {
    q: 'What is the completion rate of 8A?',
    intent: 'class.completion',
    figures: (w) => ({ [`Finished: ${work(w)}`]: '33%' }),
  },
  {
    q: 'Homework completion rate for 8B',
    intent: 'class.completion',
    figures: (w) => ({ [`Finished: ${work(w)}`]: '0%' }),
  },
  {
    q: 'What is the average score of 8A?',
    intent: 'class.averageScore',
    figures: (w) => ({ [`Average score: ${work(w)}`]: '33%' }),
  },
  // Recent work, top scorers, common misconceptions
  { q: 'What work have I set recently?', intent: 'work.recent', figures: () => ({ 'Pieces of work': '1' }) },
  {
    q: 'Who did best on the last work in 8A?',
    intent: 'work.topScorers',
    figures: () => ({ 'Best score': '67%' }),
    says: () => ['Aisha Khan'],
  },
  {
    q: 'What are the most common misconceptions in 8A?',
    intent: 'misconceptions.top',
    figures: (w) => ({ [w.m1]: '1', [w.m2]: '1' }),
  },
  {
    q: 'Top misconceptions across my classes',
    intent: 'misconceptions.top',
    figures: (w) => ({ [w.m2]: '2', [w.m1]: '1' }),
  },
  // Growth
  {
    q: 'Who improved most in 8A this half-term?',
    intent: 'growth.mostImproved',
    figures: () => ({ 'Students who grew': '0' }),
  },
  // Help
  { q: 'What can you do?', intent: 'help' },
];

/** Off-topic or unclear questions: the assistant must answer with suggestions and no figure. */
export const UNSURE = ['What is the weather in Paris?', 'Book me a train to Leeds', 'asdf qwerty'];

/** The assistant world with the misconceptions each 8A student holds as their page shows them. */
export async function makeGoldenWorld(): Promise<World> {
  const made = await makeAssistantWorld();
  const heldOnPage: Record<number, string> = {};
  for (const studentId of made.a) {
    const res = await (await getTestApp()).app.inject({
      method: 'GET',
      url: `/api/v3/schools/${made.s.school.id}/students/${studentId}/profile/misconceptions`,
      headers: made.s.teacher.headers,
    });
    if (res.statusCode !== 200) throw new Error(`the student page: ${res.statusCode} ${res.body}`);
    heldOnPage[studentId] = String(res.json().held.length);
  }
  return { ...made, heldOnPage };
}
