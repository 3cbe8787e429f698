/** Namespace `messages`: the thread between the office and a driver (issue 33). */
export const vi = {
  title: 'Tin nhắn',
  empty: 'Chưa có tin nhắn nào.',
  text: 'Tin nhắn',
  count: '{{count}}/{{max}} ký tự',
  send: 'Gửi',
  office: 'Văn phòng',
  you: 'Bạn',
  unread: '{{count}} tin chưa đọc',
  read: 'Đã xem',
  waiting: 'Chờ gửi: sẽ gửi khi có mạng',
};

export const en: typeof vi = {
  title: 'Messages',
  empty: 'No messages yet.',
  text: 'Message',
  count: '{{count}}/{{max}} characters',
  send: 'Send',
  office: 'Office',
  you: 'You',
  unread: '{{count}} unread',
  read: 'Seen',
  waiting: 'Waiting: sent when back online',
};
