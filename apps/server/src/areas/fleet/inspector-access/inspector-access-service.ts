import {
  INSPECTION_MAX_DAYS,
  INSPECTOR_AUDIT_EXPORT_MAX,
  INSPECTOR_ROLE,
  type TCreateInspectorGrantRequest,
  type TInspectionStatus,
  type TInspectorAuditEntry,
  type TInspectorAuditRequest,
  type TInspectorGrant,
  type TLanguage,
} from '@fleet/contracts';
import { invalidField, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import { tableWorkbook, type XlsxColumn } from '../../../xlsx-table.js';
import type { TruckRepository } from '../trucks/truck-repository.js';
import type { UserRepository, InspectionRepository, InspectionRow } from '../../accounts/index.js';
import type {
  AuditFilter,
  AuditRow,
  InspectorAuditRepository,
} from './inspector-audit-repository.js';

interface Deps {
  inspections: InspectionRepository;
  audit: InspectorAuditRepository;
  users: UserRepository;
  trucks: TruckRepository;
  time: TimeFormat;
  timeZone: string;
}

const DAY_MS = 86_400_000;

/** The export's sheet in the reader's language. */
const AUDIT_HEADERS = {
  vi: {
    sheet: 'Nhật ký kiểm tra',
    at: 'Thời gian',
    username: 'Tài khoản',
    method: 'Phương thức',
    path: 'Đường dẫn',
    page: 'Trang đã mở',
    status: 'Mã trả lời',
    address: 'Địa chỉ IP',
  },
  en: {
    sheet: 'Inspector audit',
    at: 'Time',
    username: 'Account',
    method: 'Method',
    path: 'Path',
    page: 'Page opened',
    status: 'Status',
    address: 'IP address',
  },
} as const;
const DEFAULT_PAGE_SIZE = 100;

function statusOf(row: InspectionRow, now: Date): TInspectionStatus {
  if (row.revoked_at) return 'revoked';
  if (now < row.starts_at) return 'upcoming';
  return now < row.ends_at ? 'active' : 'ended';
}

/** Admins grant inspectors a period and trucks, and read what inspectors did. */
export function inspectorAccessService(deps: Deps) {
  const { inspections, audit, users, trucks, time } = deps;
  const toWire = (row: InspectionRow): TInspectorGrant => ({
    ...row,
    starts_at: time.toWire(row.starts_at),
    ends_at: time.toWire(row.ends_at),
    created_at: time.toWire(row.created_at),
    revoked_at: row.revoked_at ? time.toWire(row.revoked_at) : null,
    status: statusOf(row, new Date()),
  });

  const entryOf = (row: AuditRow): TInspectorAuditEntry => ({
    ...row,
    at: time.toWire(row.at),
    status: row.status ?? 0,
  });

  async function requireGrant(id: number): Promise<InspectionRow> {
    const row = await inspections.find(id);
    if (!row) throw notFound('Inspector grant');
    return row;
  }

  function filterOf(request: TInspectorAuditRequest): AuditFilter {
    return {
      username: request?.username,
      from: request?.start_time ? time.fromWire(request.start_time) : null,
      to: request?.end_time ? time.fromWire(request.end_time) : null,
    };
  }

  return {
    async list(): Promise<TInspectorGrant[]> {
      return (await inspections.list()).map(toWire);
    },

    async grant(input: TCreateInspectorGrantRequest, grantedBy: string): Promise<TInspectorGrant> {
      const user = await users.findByUsername(input.username);
      if (!user) throw invalidField('username', 'not_a_user');
      if (user.role !== INSPECTOR_ROLE) throw invalidField('username', 'not_an_inspector');
      const startsAt = time.fromWire(input.starts_at)!;
      const endsAt = time.fromWire(input.ends_at)!;
      if (endsAt <= startsAt)
        throw invalidField('ends_at', 'after_start', { start: input.starts_at });
      if (endsAt.getTime() - startsAt.getTime() > INSPECTION_MAX_DAYS * DAY_MS)
        throw invalidField('ends_at', 'within_days', { days: INSPECTION_MAX_DAYS });
      const known = new Set((await trucks.list(input.truck_ids, {})).map((t) => t.id));
      const unknown = input.truck_ids.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw invalidField('truck_ids', 'unknown_keys', { keys: unknown.slice(0, 5).join(', ') });
      const id = await inspections.insert({
        userId: user.id,
        startsAt,
        endsAt,
        truckIds: [...known],
        note: input.note || null,
        grantedBy,
      });
      return toWire(await requireGrant(id));
    },

    async revoke(id: number): Promise<TInspectorGrant> {
      await requireGrant(id);
      await inspections.revoke(id);
      return toWire(await requireGrant(id));
    },

    async audit(request: TInspectorAuditRequest) {
      const filter = filterOf(request);
      const size = request?.page_size ?? DEFAULT_PAGE_SIZE;
      const offset = ((request?.page ?? 1) - 1) * size;
      const [rows, total] = await Promise.all([
        audit.list(filter, size, offset),
        audit.count(filter),
      ]);
      return { data: rows.map(entryOf), total };
    },

    /** The audit log as an XLSX sheet (newest first, at most 100,000 rows). */
    async exportAudit(request: TInspectorAuditRequest, language: TLanguage): Promise<Buffer> {
      const headers = AUDIT_HEADERS[language];
      const rows = (await audit.list(filterOf(request), INSPECTOR_AUDIT_EXPORT_MAX, 0)).map(
        entryOf,
      );
      const columns: XlsxColumn<TInspectorAuditEntry>[] = [
        { header: headers.at, value: (r) => r.at },
        { header: headers.username, value: (r) => r.username },
        { header: headers.method, value: (r) => r.method },
        { header: headers.path, value: (r) => r.path },
        { header: headers.page, value: (r) => r.page },
        { header: headers.status, value: (r) => r.status },
        { header: headers.address, value: (r) => r.address },
      ];
      return tableWorkbook(headers.sheet, columns, rows, deps.timeZone);
    },
  };
}

export type InspectorAccessService = ReturnType<typeof inspectorAccessService>;
