import type { Actor } from '../../accounts/index.js';
import type { MailListRepository } from '../../platform/index.js';

/** The warehouse notification mail list (spec: get_email_list / add_email / delete). */
export function mailListService(mailList: MailListRepository) {
  return {
    list: async () => (await mailList.list()).map((email) => ({ email })),
    async add(actor: Actor, email: string) {
      await mailList.add(email, actor.username);
      return { email };
    },
    delete: (email: string) => mailList.delete(email),
  };
}

export type MailListService = ReturnType<typeof mailListService>;
