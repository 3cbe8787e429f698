/** Namespace `account`: the signed-in user's own settings (change password). */
export const vi = {
  alertRules: {
    title: 'Cảnh báo tôi nhận',
    roleTitle: 'Mặc định theo vai trò',
    role: 'Vai trò',
    kinds: 'Loại cảnh báo',
    trucks: 'Xe',
    allTrucks: 'Mọi xe tôi được giao',
    someTrucks: 'Chỉ các xe đã chọn',
    chooseTrucks: 'Chọn xe',
    channels: 'Kênh',
    channel: { mail: 'Email', push: 'Thông báo đẩy' },
    quiet: 'Giờ yên lặng (không gửi cảnh báo)',
    quietFrom: 'Từ',
    quietTo: 'Đến',
    save: 'Lưu',
    saved: 'Đã lưu.',
    reset: 'Dùng mặc định của vai trò',
    source: {
      own: 'Quy tắc riêng của bạn.',
      role: 'Đang dùng mặc định của vai trò bạn.',
      default: 'Đang dùng mặc định của hệ thống.',
    },
  },
  changePassword: {
    intro:
      'Mật khẩu mới cần có ít nhất {{min}} ký tự. Các phiên đăng nhập khác của bạn sẽ bị đăng xuất.',
    current: 'Mật khẩu hiện tại',
    next: 'Mật khẩu mới',
    confirm: 'Nhập lại mật khẩu mới',
    submit: 'Đổi mật khẩu',
    success: 'Đã đổi mật khẩu thành công.',
    errors: {
      required: 'Vui lòng nhập thông tin này.',
      tooShort: 'Mật khẩu cần có ít nhất {{min}} ký tự.',
      mismatch: 'Hai mật khẩu mới không khớp.',
      same: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
    },
  },
};

export const en: typeof vi = {
  alertRules: {
    title: 'Alerts I get',
    roleTitle: 'Defaults per role',
    role: 'Role',
    kinds: 'Warning kinds',
    trucks: 'Trucks',
    allTrucks: 'Every truck I am granted',
    someTrucks: 'Only the trucks chosen',
    chooseTrucks: 'Choose trucks',
    channels: 'Channels',
    channel: { mail: 'E-mail', push: 'Push notification' },
    quiet: 'Quiet hours (no alerts sent)',
    quietFrom: 'From',
    quietTo: 'To',
    save: 'Save',
    saved: 'Saved.',
    reset: "Use my role's default",
    source: {
      own: 'Your own rule.',
      role: "Your role's default applies.",
      default: "The system's default applies.",
    },
  },
  changePassword: {
    intro:
      'The new password needs at least {{min}} characters. Your other sessions will be signed out.',
    current: 'Current password',
    next: 'New password',
    confirm: 'Repeat the new password',
    submit: 'Change password',
    success: 'Your password has been changed.',
    errors: {
      required: 'This field is required.',
      tooShort: 'The password needs at least {{min}} characters.',
      mismatch: 'The two new passwords do not match.',
      same: 'The new password must differ from the current one.',
    },
  },
};
