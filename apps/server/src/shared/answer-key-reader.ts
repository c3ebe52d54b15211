/** What decides whether a teacher may read the bank's answer keys (policies/answer-keys.ts). */
export interface AnswerKeyReader {
  emailConfirmed: boolean;
  /** A Confirmed member of at least one school (teachers_user_school_idx leads with user_id). */
  confirmedMember: boolean;
}
