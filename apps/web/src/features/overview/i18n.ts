/** Namespace `overview`: the greeting on the home page. */
export const vi = {
  greeting: {
    morning: 'Chào buổi sáng, {{name}}!',
    afternoon: 'Chào buổi chiều, {{name}}!',
    evening: 'Chào buổi tối, {{name}}!',
  },
  subtitle: 'Chúc bạn một ngày làm việc thuận lợi và những chuyến xe an toàn.',
  coverAlt: 'Hình minh hoạ xe tải chạy trên đường cao tốc lúc bình minh',
  shortcuts: 'Truy cập nhanh',
};

export const en: typeof vi = {
  greeting: {
    morning: 'Good morning, {{name}}!',
    afternoon: 'Good afternoon, {{name}}!',
    evening: 'Good evening, {{name}}!',
  },
  subtitle: 'Have a smooth working day and safe trips.',
  coverAlt: 'Illustration of a truck on a highway at sunrise',
  shortcuts: 'Shortcuts',
};
