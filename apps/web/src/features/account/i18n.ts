/** Namespace `account`: the signed-in user's own settings (change password). */
export const vi = {
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
