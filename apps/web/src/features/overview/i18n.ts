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
  driverTime: {
    title: 'Thời gian lái xe hôm nay',
    driver: 'Lái xe',
    continuous: 'Thời gian lái xe liên tục',
    now: '{{time}} (đang lái)',
    plate: 'Biển số xe',
    km: 'Tổng km',
    empty: 'Hôm nay chưa có lái xe nào chạy xe',
    file: 'Thoi-gian-lai-xe-hom-nay',
  },
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
  driverTime: {
    title: "Today's driving time",
    driver: 'Driver',
    continuous: 'Continuous driving time',
    now: '{{time}} (driving)',
    plate: 'Plate',
    km: 'Total km',
    empty: 'No driver has driven today',
    file: 'Driving-time-today',
  },
};
