import type { Database } from '../../../db/database.js';

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

/** What is kept of an alarm, its truck and all alarms: what the caps on alarm files weigh. */
export interface AlarmFileUsage {
  /** The alarm's file of that name is kept already. */
  kept: boolean;
  alarmFiles: number;
  alarmBytes: number;
  /** The truck's files of the last 24 hours. */
  truckDayBytes: number;
  totalBytes: number;
}

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
    async usage(truckId: number, alarmKey: string, fileName: string): Promise<AlarmFileUsage> {
      const [row] = await db.query<Record<keyof AlarmFileUsage, string | boolean>>(
        `select
           exists (select 1 from alarm_attachments
                    where truck_id = $1 and alarm_key = $2 and file_name = $3) as "kept",
           (select count(*) from alarm_attachments
             where truck_id = $1 and alarm_key = $2) as "alarmFiles",
           (select coalesce(sum(size), 0) from alarm_attachments
             where truck_id = $1 and alarm_key = $2) as "alarmBytes",
           (select coalesce(sum(size), 0) from alarm_attachments
             where truck_id = $1 and created_at > now() - interval '24 hours') as "truckDayBytes",
           (select coalesce(sum(size), 0) from alarm_attachments) as "totalBytes"`,
        [truckId, alarmKey, fileName],
      );
      return {
        kept: row!.kept === true,
        alarmFiles: Number(row!.alarmFiles),
        alarmBytes: Number(row!.alarmBytes),
        truckDayBytes: Number(row!.truckDayBytes),
        totalBytes: Number(row!.totalBytes),
      };
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
