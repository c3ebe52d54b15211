import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema.ts';

type NewTeacher = {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
};
type Confirmation = { email: string; codeHash: string; expiresAt: Date };

/** New accounts made by their owners. */
export class SignUpRepository {
  constructor(private readonly db: Db) {}

  async emailOrNameTaken(email: string): Promise<boolean> {
    const lowered = email.toLowerCase();
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${lowered} or lower(${users.userName}) = ${lowered}`)
      .limit(1);
    return rows.length > 0;
  }

  /** The account and its first confirmation link, together: a sign-up is all there or not at all. */
  async createTeacher(teacher: NewTeacher, confirmation: Confirmation): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...teacher, roles: ['Teacher'], userName: teacher.email.toLowerCase() })
        .returning({ id: users.id });
      if (!user) throw new Error('the new account was not stored');
      await tx.insert(emailConfirmations).values({ ...confirmation, userId: user.id });
      return user.id;
    });
  }
}
