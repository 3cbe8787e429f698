/** Namespace `notices`: notice texts by kind and the full notice list. */
export const vi = {
  kinds: {
    account_request: 'Yêu cầu tài khoản mới từ {{fullname}} ({{email}})',
  },
  list: {
    content: 'Nội dung',
    createdAt: 'Thời gian',
    link: 'Liên kết',
    open: 'Mở',
    unseen: 'Mới',
    empty: 'Chưa có thông báo nào.',
    exportName: 'thong-bao',
  },
};

export const en: typeof vi = {
  kinds: {
    account_request: 'New account request from {{fullname}} ({{email}})',
  },
  list: {
    content: 'Content',
    createdAt: 'Time',
    link: 'Link',
    open: 'Open',
    unseen: 'New',
    empty: 'There are no notices yet.',
    exportName: 'notices',
  },
};
