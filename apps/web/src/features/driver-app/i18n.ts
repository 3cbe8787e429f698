/** Namespace `driver-app`: the driver's phone app at /driver (issue 33). */
export const vi = {
  title: 'Lái xe',
  signOut: 'Đăng xuất',
  signOutWaiting: {
    title: 'Còn dữ liệu chưa gửi',
    message_one:
      '{{count}} mục bạn tạo (đánh dấu, ảnh hoặc tin nhắn) chưa gửi được. Mục này được giữ trên máy và chỉ được gửi khi chính bạn đăng nhập lại trên máy này; người khác đăng nhập sẽ không thấy và không gửi nó.',
    message_other:
      '{{count}} mục bạn tạo (đánh dấu, ảnh hoặc tin nhắn) chưa gửi được. Các mục này được giữ trên máy và chỉ được gửi khi chính bạn đăng nhập lại trên máy này; người khác đăng nhập sẽ không thấy và không gửi chúng.',
  },
  offline: 'Mất kết nối: đang hiện dữ liệu đã lưu',
  truck: {
    title: 'Xe đang lái',
    none: 'Chưa có xe nào được giao cho bạn.',
    choose: 'Chọn xe bạn đang lái',
    chosen: 'Đã chọn xe {{plate}}',
    change: 'Đổi xe',
    source: {
      device_login: 'Đăng nhập bằng thẻ trên thiết bị',
      chosen: 'Bạn đã chọn',
      assigned: 'Xe được giao',
    },
  },
  limits: {
    continuous: 'Lái xe liên tục',
    today: 'Hôm nay',
    week: 'Tuần này',
    used: 'Đã lái {{time}} / {{limit}}',
    left: 'Còn {{time}}',
    over: 'Quá {{time}}',
    drivingNow: 'Đang lái',
    resting: 'Đang nghỉ',
    level: {
      ok: 'Trong giới hạn',
      warn: 'Sắp hết giờ',
      over: 'Quá giờ',
    },
  },
  trips: {
    title: 'Chuyến hôm nay',
    empty: 'Hôm nay xe chưa có chuyến nào trong kế hoạch.',
    noOrder: 'Chuyến không có mã đơn',
    planned: 'Kế hoạch {{from}} – {{to}}',
    stop: { origin: 'Điểm đi', destination: 'Điểm đến' },
    mark: { arrived: 'Đã đến', delivered: 'Đã giao' },
    marked: { arrived: 'Đã đến lúc {{time}}', delivered: 'Đã giao lúc {{time}}' },
    waiting: { arrived: 'Đã đến: chờ gửi', delivered: 'Đã giao: chờ gửi' },
    photo: {
      take: { origin: 'Chụp ảnh nhận hàng', destination: 'Chụp ảnh giao hàng' },
      taking: 'Đang xử lý ảnh…',
      waiting_one: '{{count}} ảnh chờ gửi',
      waiting_other: '{{count}} ảnh chờ gửi',
      sent_one: 'Đã gửi {{count}} ảnh',
      sent_other: 'Đã gửi {{count}} ảnh',
      failed: 'Không xử lý được ảnh này; hãy chụp lại.',
    },
    status: {
      on_time: 'Đúng giờ',
      late: 'Trễ',
      not_started: 'Chưa chạy',
      in_progress: 'Đang chạy',
    },
  },
  loadFailed: 'Không tải được thông tin lái xe.',
};

export const en: typeof vi = {
  title: 'Driver',
  signOut: 'Sign out',
  signOutWaiting: {
    title: 'Not everything is sent yet',
    message_one:
      '{{count}} item you made (a mark, photo or message) has not been sent yet. It stays on this phone and is sent only when you sign in here again; anyone else signing in on this phone neither sees nor sends it.',
    message_other:
      '{{count}} items you made (marks, photos or messages) have not been sent yet. They stay on this phone and are sent only when you sign in here again; anyone else signing in on this phone neither sees nor sends them.',
  },
  offline: 'Offline: showing saved data',
  truck: {
    title: 'Your truck',
    none: 'No truck is assigned to you.',
    choose: 'Choose the truck you drive',
    chosen: 'Truck {{plate}} chosen',
    change: 'Change truck',
    source: {
      device_login: 'Card login on the device',
      chosen: 'Chosen by you',
      assigned: 'Assigned truck',
    },
  },
  limits: {
    continuous: 'Continuous driving',
    today: 'Today',
    week: 'This week',
    used: 'Driven {{time}} / {{limit}}',
    left: '{{time}} left',
    over: '{{time}} over',
    drivingNow: 'Driving',
    resting: 'Resting',
    level: {
      ok: 'Within the limit',
      warn: 'Almost at the limit',
      over: 'Over the limit',
    },
  },
  trips: {
    title: "Today's trips",
    empty: 'No trip is planned for your truck today.',
    noOrder: 'Trip without an order code',
    planned: 'Planned {{from}} – {{to}}',
    stop: { origin: 'From', destination: 'To' },
    mark: { arrived: 'Arrived', delivered: 'Delivered' },
    marked: { arrived: 'Arrived at {{time}}', delivered: 'Delivered at {{time}}' },
    waiting: { arrived: 'Arrived: waiting to send', delivered: 'Delivered: waiting to send' },
    photo: {
      take: { origin: 'Pick-up photo', destination: 'Delivery photo' },
      taking: 'Preparing the photo…',
      waiting_one: '{{count}} photo waiting to send',
      waiting_other: '{{count}} photos waiting to send',
      sent_one: '{{count}} photo sent',
      sent_other: '{{count}} photos sent',
      failed: 'This photo could not be read; take it again.',
    },
    status: {
      on_time: 'On time',
      late: 'Late',
      not_started: 'Not started',
      in_progress: 'Under way',
    },
  },
  loadFailed: 'Could not load your driving time.',
};
