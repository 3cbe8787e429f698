/**
 * Namespace `error-pages`: the 401, 404 and 500 screens, a screen that failed to render and a
 * part of the app that could not be fetched.
 */
export const vi = {
  401: {
    title: 'Không có quyền truy cập',
    body: 'Tài khoản của bạn chưa được cấp quyền mở trang này. Hãy liên hệ quản trị viên nếu bạn cần.',
  },
  404: {
    title: 'Không tìm thấy trang',
    body: 'Địa chỉ này không tồn tại hoặc đã được chuyển đi.',
  },
  500: {
    title: 'Đã xảy ra lỗi',
    body: 'Hệ thống gặp sự cố ngoài ý muốn. Vui lòng thử lại sau ít phút.',
  },
  crash: {
    title: 'Màn hình này gặp lỗi',
    body: 'Đã xảy ra lỗi khi hiển thị. Tải lại trang thường sẽ khắc phục được.',
    reload: 'Tải lại trang',
  },
  chunk: {
    title: 'Không tải được một phần của bảng điều khiển',
    body: 'Có thể bảng điều khiển vừa được cập nhật hoặc mạng bị gián đoạn. Hãy kiểm tra kết nối rồi tải lại trang.',
  },
};

export const en: typeof vi = {
  401: {
    title: 'Access denied',
    body: 'Your account has not been granted this page. Ask an administrator if you need it.',
  },
  404: {
    title: 'Page not found',
    body: 'This address does not exist or has moved.',
  },
  500: {
    title: 'Something went wrong',
    body: 'The system ran into an unexpected problem. Try again in a few minutes.',
  },
  crash: {
    title: 'This screen ran into an error',
    body: 'Something failed while showing it. Reloading the page usually fixes it.',
    reload: 'Reload the page',
  },
  chunk: {
    title: 'Part of the console could not be loaded',
    body: 'The console may just have been updated, or the network dropped. Check the connection, then reload the page.',
  },
};
