/** Namespace `auth`: sign-in and the account request form. */
export const vi = {
  login: {
    title: 'Đăng nhập',
    subtitle: 'Đăng nhập để theo dõi đội xe của bạn.',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    showPassword: 'Hiện mật khẩu',
    hidePassword: 'Ẩn mật khẩu',
    submit: 'Đăng nhập',
    required: 'Vui lòng nhập tên đăng nhập và mật khẩu.',
    noAccount: 'Chưa có tài khoản?',
    requestAccount: 'Gửi yêu cầu cấp tài khoản',
  },
  register: {
    title: 'Yêu cầu cấp tài khoản',
    subtitle: 'Điền thông tin của bạn. Quản trị viên sẽ xem xét và liên hệ lại.',
    fullname: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    company: 'Công ty',
    note: 'Ghi chú',
    submit: 'Gửi yêu cầu',
    success:
      'Đã gửi yêu cầu. Quản trị viên sẽ xem xét và thông báo cho bạn qua email khi tài khoản được cấp.',
    another: 'Gửi yêu cầu khác',
    backToLogin: 'Quay lại đăng nhập',
  },
};

export const en: typeof vi = {
  login: {
    title: 'Sign in',
    subtitle: 'Sign in to follow your fleet.',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    required: 'Enter your username and password.',
    noAccount: 'No account yet?',
    requestAccount: 'Request an account',
  },
  register: {
    title: 'Request an account',
    subtitle: 'Tell us who you are. An administrator will review the request and get back to you.',
    fullname: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    company: 'Company',
    note: 'Note',
    submit: 'Send request',
    success:
      'Request sent. An administrator will review it and let you know by email once your account is ready.',
    another: 'Send another request',
    backToLogin: 'Back to sign in',
  },
};
