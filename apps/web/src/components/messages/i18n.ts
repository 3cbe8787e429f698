/** Namespace `messages`: the thread between the office and a driver (issue 33). */
export const vi = {
  title: 'Tin nhắn',
  empty: 'Chưa có tin nhắn nào.',
  text: 'Tin nhắn',
  length: '{{length}}/{{max}} ký tự',
  send: 'Gửi',
  office: 'Văn phòng',
  you: 'Bạn',
  unread_one: '{{count}} tin chưa đọc',
  unread_other: '{{count}} tin chưa đọc',
  read: 'Đã xem',
  waiting: 'Chờ gửi: sẽ gửi khi có mạng',
};

export const en: typeof vi = {
  title: 'Messages',
  empty: 'No messages yet.',
  text: 'Message',
  length: '{{length}}/{{max}} characters',
  send: 'Send',
  office: 'Office',
  you: 'You',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  read: 'Seen',
  waiting: 'Waiting: sent when back online',
};
