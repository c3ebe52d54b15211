/** The demo sign-ins, printed at start-up and documented in the README. Demo data only. */
export const DEMO_PASSWORD = 'mathsight-demo';

export const DEMO_ACCOUNTS = [
  { role: 'Teacher (two schools)', userName: 'demo.teacher' },
  { role: 'School administrator', userName: 'demo.admin' },
  { role: 'Pending teacher', userName: 'demo.pending' },
  { role: 'Student', userName: 'demo.student' },
  { role: 'Parent', userName: 'demo.parent' },
] as const;
