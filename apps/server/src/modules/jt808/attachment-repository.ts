import type { Database } from '../../db/database.js';

/** A file a dashcam uploaded for an active-safety alarm (table of migration 0022). */
export interface AlarmAttachmentRow {
  id: number;
  truck_id: number;
  warning_id: number | null;
  file_name: string;
  file_type: number;
  size: number;
  content_type: string;
  blob_key: string;
}

/** The dedupe key of the warning an active-safety alarm raises: one per identification. */
export const safetyWarningKey = (truckId: number, alarmKey: string) =>
  `jt808-safety:${truckId}:${alarmKey}`;

const COLUMNS = 'id, truck_id, warning_id, file_name, file_type, size, content_type, blob_key';

/** Rows of `alarm_attachments`. */
export function attachmentRepository(db: Database) {
  return {
    /** Stores a file's row, linked to the alarm's warning; null when that file is kept already. */
    async insert(row: Omit<AlarmAttachmentRow, 'id' | 'warning_id'> & { alarm_key: string }) {
      const [inserted] = await db.query<{ id: number }>(
        `insert into alarm_attachments
           (truck_id, alarm_key, warning_id, file_name, file_type, size, content_type, blob_key)
         values ($1, $2, (select id from warnings where dedupe_key = $3), $4, $5, $6, $7, $8)
         on conflict (truck_id, alarm_key, file_name) do nothing
         returning id`,
        [
          row.truck_id,
          row.alarm_key,
          safetyWarningKey(row.truck_id, row.alarm_key),
          row.file_name,
          row.file_type,
          row.size,
          row.content_type,
          row.blob_key,
        ],
      );
      return inserted?.id ?? null;
    },
    async ofWarning(warningId: number): Promise<AlarmAttachmentRow[]> {
      const rows = await db.query<AlarmAttachmentRow>(
        `select ${COLUMNS} from alarm_attachments where warning_id = $1 order by file_name, id`,
        [warningId],
      );
      return rows.map((row) => ({ ...row, size: Number(row.size) }));
    },
    async byId(id: number): Promise<AlarmAttachmentRow | null> {
      const [row] = await db.query<AlarmAttachmentRow>(
        `select ${COLUMNS} from alarm_attachments where id = $1`,
        [id],
      );
      return row ? { ...row, size: Number(row.size) } : null;
    },
  };
}

export type AttachmentRepository = ReturnType<typeof attachmentRepository>;
