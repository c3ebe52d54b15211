/** "1 student", "3 students". */
export const studentsCount = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;
