/** Namespace `driver-app`: the driver's phone app at /driver (issue 33). */
export const vi = {
  title: 'Lái xe',
  signOut: 'Đăng xuất',
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
  loadFailed: 'Không tải được thông tin lái xe.',
};

export const en: typeof vi = {
  title: 'Driver',
  signOut: 'Sign out',
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
  loadFailed: 'Could not load your driving time.',
};
