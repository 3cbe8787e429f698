import type { TAccountRequest, TAccountRequestForm } from '@fleet/contracts';
import { AppError, notFound } from '../../../http/app-error.js';
import { addressKey, type Throttle } from '../../platform/index.js';
import type { TimeFormat } from '../../../time-format.js';
import type { NoticeService } from '../notices/notice-service.js';
import type { Actor } from '../sessions/session-service.js';
import type { UserService } from '../users/user-service.js';
import type { AccountRequestRepository, AccountRequestRow } from './account-request-repository.js';

/** The register form of /auth/register: stored, announced to user managers, approved into a user. */
export function accountRequestService(
  requests: AccountRequestRepository,
  notices: NoticeService,
  users: UserService,
  time: TimeFormat,
  throttle: Throttle,
) {
  const toWire = (row: AccountRequestRow): TAccountRequest => ({
    ...row,
    created_at: time.toWire(row.created_at),
  });

  async function requireOpen(id: number): Promise<AccountRequestRow> {
    const request = await requests.find(id);
    if (!request) throw notFound('Account request');
    if (request.status !== 'new')
      throw new AppError('CONFLICT', 'This account request was already decided');
    return request;
  }

  return {
    /** Public: every request counts against its address and against all (limits.ts). */
    async submit(form: TAccountRequestForm, address: string): Promise<number> {
      await throttle.take([
        { limit: 'accountRequestAddress', subject: addressKey(address) },
        { limit: 'accountRequestAll', subject: '*' },
      ]);
      const row = await requests.insert({
        fullname: form.fullname,
        email: form.email,
        phone: form.phone,
        company: form.company,
        note: form.note,
      });
      await notices.notify({
        kind: 'account_request',
        content: `Yêu cầu tài khoản mới từ ${row.fullname} (${row.email})`,
        params: { fullname: row.fullname, email: row.email },
        link: '/driver-management?tab=requests',
        audiencePage: 'driver-management',
      });
      return row.id;
    },

    list: async () => (await requests.list()).map(toWire),

    async approve(
      actor: Actor,
      input: { id: number; username: string; password: string; role: string },
    ) {
      const request = await requireOpen(input.id);
      const user = await users.create(actor, {
        username: input.username,
        password: input.password,
        fullname: request.fullname,
        role: input.role,
        email: request.email,
        note: [request.company, request.phone, request.note].filter(Boolean).join(' · ') || null,
        ngay_bat_dau: time.toWire(new Date()).slice(0, 10),
      });
      await requests.decide(request.id, 'approved', actor.username, user.username);
      return user;
    },

    async reject(actor: Actor, id: number): Promise<void> {
      const request = await requireOpen(id);
      await requests.decide(request.id, 'rejected', actor.username, null);
    },
  };
}

export type AccountRequestService = ReturnType<typeof accountRequestService>;
