import type { Queryable } from '../../../db/database.js';

/** Who gets warehouse mails (spec: "Notification email list"). Addresses are lower case. */
export function mailListRepository(db: Queryable) {
  return {
    async list(): Promise<string[]> {
      const rows = await db.query<{ email: string }>(
        'select email from warehouse_mail_recipients order by email',
      );
      return rows.map((r) => r.email);
    },
    /** Adding an address already listed is not an error. */
    async add(email: string, addedBy: string): Promise<void> {
      await db.query(
        `insert into warehouse_mail_recipients (email, added_by) values ($1, $2)
         on conflict (email) do nothing`,
        [email, addedBy],
      );
    },
    async delete(email: string): Promise<number> {
      const rows = await db.query(
        'delete from warehouse_mail_recipients where email = $1 returning email',
        [email],
      );
      return rows.length;
    },
  };
}

export type MailListRepository = ReturnType<typeof mailListRepository>;
