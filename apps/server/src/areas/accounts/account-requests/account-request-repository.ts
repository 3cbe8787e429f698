import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface AccountRequestRow {
  id: number;
  fullname: string;
  email: string;
  phone: string | null;
  company: string | null;
  note: string | null;
  status: 'new' | 'approved' | 'rejected';
  username: string | null;
  created_at: Date;
}

const COLUMNS = 'id, fullname, email, phone, company, note, status, username, created_at';

export function accountRequestRepository(db: Database) {
  return {
    insert(form: {
      fullname: string;
      email: string;
      phone?: string;
      company?: string;
      note?: string;
    }) {
      return one(
        db.query<AccountRequestRow>(
          `insert into account_requests (fullname, email, phone, company, note)
           values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
          [form.fullname, form.email, form.phone || null, form.company || null, form.note || null],
        ),
      );
    },
    list: () =>
      db.query<AccountRequestRow>(
        `select ${COLUMNS} from account_requests order by created_at desc, id desc`,
      ),
    find: (id: number) =>
      maybeOne(
        db.query<AccountRequestRow>(`select ${COLUMNS} from account_requests where id = $1`, [id]),
      ),
    async decide(
      id: number,
      status: 'approved' | 'rejected',
      decidedBy: string,
      username: string | null,
    ) {
      await db.query(
        `update account_requests set status = $2, decided_by = $3, decided_at = now(), username = $4 where id = $1`,
        [id, status, decidedBy, username],
      );
    },
  };
}

export type AccountRequestRepository = ReturnType<typeof accountRequestRepository>;
