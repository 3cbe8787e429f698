import {
  BUILTIN_ROLES,
  GUEST_ROLE,
  MARKER_IMPORT_MAX_POINTS,
  NAV_GROUPS,
  PAGES,
  SPREADSHEET_MAX_UNPACKED_BYTES,
  TRIP_PLAN_MAX_ROWS,
} from '@fleet/contracts';

/** Namespace `common`: the shell, shared components, page and role names, error codes. */

type TLabelled = { name_vi: string; name_en: string };
const labels = (entries: [string, TLabelled][], lang: 'vi' | 'en'): Record<string, string> =>
  Object.fromEntries(
    entries.map(([key, item]) => [key, lang === 'vi' ? item.name_vi : item.name_en]),
  );

const pages = PAGES.map((p): [string, TLabelled] => [p.key, p]);
const navGroups = Object.entries(NAV_GROUPS);
const roles = BUILTIN_ROLES.map((r): [string, TLabelled] => [
  r.name,
  { name_vi: r.label_vi, name_en: r.label_en },
]);
/** Import limits as the texts below name them: "2.000" in Vietnamese, "2,000" in English. */
const limit = (n: number, lang: 'vi' | 'en') => n.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');
const UNPACKED_MB = SPREADSHEET_MAX_UNPACKED_BYTES / 1024 / 1024;

export const vi = {
  app: {
    name: 'Giám sát đội xe',
    tagline: 'Theo dõi xe tải, tài xế và kho bãi',
  },
  // Page names come from the registry in @fleet/contracts so navigation and titles agree.
  pages: labels(pages, 'vi'),
  navGroups: labels(navGroups, 'vi'),
  roles: { ...labels(roles, 'vi'), [GUEST_ROLE]: 'Khách' },
  errors: {
    VALIDATION_FAILED: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra lại.',
    UNAUTHORIZED: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
    INVALID_CREDENTIALS: 'Sai tên đăng nhập hoặc mật khẩu.',
    WRONG_PASSWORD: 'Mật khẩu hiện tại không đúng.',
    FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này.',
    NOT_FOUND: 'Không tìm thấy dữ liệu yêu cầu.',
    CONFLICT: 'Thao tác xung đột với dữ liệu hiện có.',
    USERNAME_TAKEN: 'Tên đăng nhập này đã được sử dụng.',
    ROLE_EXISTS: 'Vai trò này đã tồn tại.',
    ROLE_IN_USE: 'Vai trò vẫn đang được người dùng sử dụng nên không thể xoá.',
    PAYLOAD_TOO_LARGE: 'Tệp quá lớn.',
    UNSUPPORTED_MEDIA_TYPE: 'Loại tệp này không được hỗ trợ.',
    RANGE_NOT_SATISFIABLE: 'Đoạn dữ liệu yêu cầu nằm ngoài tệp.',
    URI_TOO_LONG: 'Địa chỉ yêu cầu quá dài.',
    HEADERS_TOO_LARGE: 'Phần đầu của yêu cầu quá lớn.',
    REQUEST_TIMEOUT: 'Yêu cầu gửi quá chậm nên đã bị dừng. Vui lòng thử lại.',
    RATE_LIMITED: 'Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.',
    IMPORT_ROWS_INVALID:
      'Tệp có dòng lỗi; chưa có gì được nhập. Sửa các dòng được liệt kê rồi thử lại.',
    IMPORT_HEADERS_INVALID: 'Tệp thiếu cột bắt buộc. Hãy dùng tệp mẫu.',
    IMPORT_TOO_MANY_TRIPS: `Một kế hoạch chuyến có tối đa ${limit(TRIP_PLAN_MAX_ROWS, 'vi')} chuyến; chưa có gì được nhập. Hãy chia thành nhiều tệp.`,
    IMPORT_TOO_MANY_POINTS: `Một tệp có tối đa ${limit(MARKER_IMPORT_MAX_POINTS, 'vi')} điểm bản đồ; chưa có gì được nhập. Hãy chia thành nhiều tệp.`,
    IMPORT_UNPACKED_TOO_LARGE: `Tệp Excel khi giải nén lớn hơn ${UNPACKED_MB} MB nên không được đọc. Hãy lưu lại tệp chỉ với dữ liệu cần nhập.`,
    IMPORT_BUSY: 'Máy chủ đang đọc nhiều tệp khác. Vui lòng thử lại sau ít phút.',
    CAMERA_UNREACHABLE:
      'Không kết nối được với camera: camera tắt, mất mạng hoặc từ chối kết nối. Hãy thử lại sau.',
    CAMERA_TIMEOUT:
      'Camera không phản hồi kịp. Hãy kiểm tra xe còn bật máy và có sóng rồi thử lại.',
    LIVE_STREAM_MOVING:
      'Luồng trực tiếp đang được chuyển sang máy chủ khác; hình sẽ có lại sau vài giây.',
    TERMINAL_OFFLINE:
      'Thiết bị trên xe đang không kết nối với hệ thống. Hãy thử lại khi xe bật máy và có sóng.',
    TERMINAL_TIMEOUT: 'Thiết bị trên xe không trả lời kịp. Hãy thử lại sau.',
    TERMINAL_REFUSED: 'Thiết bị trên xe từ chối lệnh hoặc không hỗ trợ lệnh này.',
    DEVICE_VIDEO_OFF:
      'Máy chủ này chưa nhận video của camera hành trình (JT1078_PORT, JT1078_PUBLIC_HOST).',
    DEVICE_TIMEOUT:
      'Camera hành trình không trả lời kịp khi tra cứu thẻ nhớ. Hãy thử lại, hoặc chọn khoảng thời gian ngắn hơn.',
    INTERNAL: 'Máy chủ gặp sự cố, vui lòng thử lại sau.',
    NETWORK: 'Không kết nối được tới máy chủ. Hãy kiểm tra mạng và thử lại.',
    HTTP_ERROR: 'Yêu cầu không thành công.',
    ABORTED: 'Đã huỷ tải lên.',
  },
  /** Why an account or grant change was refused (the `reason` of a FORBIDDEN answer). */
  accountRules: {
    own_account: 'Không ai tự đổi vai trò hay quyền của chính mình; hãy nhờ quản trị viên khác.',
    admin_only: 'Chỉ quản trị viên mới quản lý tài khoản quản trị hoặc cấp vai trò quản trị.',
    administrative_account:
      'Chỉ quản trị viên mới quản lý người dùng hoặc vai trò có quyền quản lý người dùng hay phân quyền.',
    administrative_page: 'Chỉ quản trị viên mới cấp quyền quản lý người dùng hoặc phân quyền.',
    no_user_management: 'Việc này cần quyền trang Quản lý người dùng.',
    no_role_management: 'Việc này cần quyền trang Quản lý phân quyền.',
  },
  actions: {
    retry: 'Thử lại',
    cancel: 'Huỷ',
    save: 'Lưu',
    confirm: 'Xác nhận',
    close: 'Đóng',
    open: 'Mở',
    goHome: 'Về trang chủ',
    signIn: 'Đăng nhập',
    signOut: 'Đăng xuất',
    exportExcel: 'Xuất Excel',
  },
  form: {
    fixErrors: 'Vui lòng sửa các trường được đánh dấu.',
    invalidDateTime: 'Ngày giờ không hợp lệ (DD/MM/YYYY HH:mm).',
    invalidDate: 'Ngày không hợp lệ (DD/MM/YYYY).',
  },
  status: {
    loading: 'Đang tải...',
    verifyingSession: 'Đang kiểm tra phiên đăng nhập...',
  },
  table: {
    empty: 'Không có dữ liệu.',
    rowsPerPage: 'Số dòng mỗi trang',
    range: '{{from}}–{{to}} trên {{count}}',
    selectAll: 'Chọn tất cả',
    selectRow: 'Chọn dòng',
    pagination: 'Phân trang',
    previousPage: 'Trang trước',
    nextPage: 'Trang sau',
    goToPage: 'Trang {{page}}',
    exportFailed: 'Không xuất được tệp Excel.',
    loadFailed: 'Không tải được dữ liệu.',
    columns: 'Cột',
    sortBy: 'Sắp xếp theo {{column}}',
  },
  topBar: {
    openMenu: 'Mở menu điều hướng',
    home: 'Về trang chủ',
    tms: 'TMS',
    tmsTitle: 'Mở hệ thống quản lý vận tải (TMS) trong thẻ mới',
    tmsNotConfigured: 'Chưa cấu hình địa chỉ hệ thống TMS',
    language: 'Ngôn ngữ',
    languageVi: 'Tiếng Việt',
    languageEn: 'English',
    languageFailed: 'Không lưu được ngôn ngữ cho tài khoản.',
  },
  nav: {
    label: 'Điều hướng chính',
    toggleGroup: 'Mở hoặc thu gọn nhóm {{group}}',
  },
  userPanel: {
    changePassword: 'Đổi mật khẩu',
  },
  // The spec words these strings; they stay the same in both languages.
  noticeBell: {
    title: 'Notifications',
    empty: "There's nothing here...",
    viewAll: 'Xem toàn bộ',
    button: 'Thông báo, {{count}} chưa đọc',
    loadFailed: 'Không tải được thông báo.',
  },
  alerts: {
    redownloadSuccess: 'Redownload request sent successfully',
    redownloadError: 'Error occurred while requesting redownload',
  },
  coming: {
    title: 'Tính năng đang được phát triển',
    body: 'Màn hình "{{page}}" sẽ sớm có mặt. Dữ liệu thật sẽ hiển thị tại đây khi tính năng hoàn thành.',
  },
  avatarStack: {
    more: 'và {{count}} người khác',
  },
  /** Sheet names of the Excel exports (at most 31 characters, none of []:*?/\). */
  sheets: {
    driverTime: 'Thời gian lái hôm nay',
    warehouseMail: 'Email thông báo kho',
    warehouseVideos: 'Video kho',
    warehouseChannels: 'Kênh camera kho',
    accountRequests: 'Yêu cầu tài khoản',
    users: 'Người dùng',
    unsafeDriving: 'Hành vi không an toàn',
    driverDays: 'Báo cáo lái xe',
    papers: 'Giấy tờ',
    videoHistory: 'Lịch sử video',
    sdCardVideos: 'Video thẻ nhớ',
    trucks: 'Danh sách xe',
    unknownDevices: 'Thiết bị chưa gắn xe',
    contracts: 'Hợp đồng',
    tripStops: 'Điểm dừng',
    notices: 'Thông báo',
    warnings: 'Cảnh báo',
    plannedTrips: 'Chuyến kế hoạch',
    excelFiles: 'Tệp Excel',
    rowErrors: 'Dòng lỗi',
    rules: 'Quy tắc bảo dưỡng',
    routePoints: 'Điểm lộ trình',
    images: 'Lịch sử hình ảnh',
  },
};

export const en: typeof vi = {
  app: {
    name: 'Fleet Console',
    tagline: 'Trucks, drivers and warehouses in one place',
  },
  pages: labels(pages, 'en'),
  navGroups: labels(navGroups, 'en'),
  roles: { ...labels(roles, 'en'), [GUEST_ROLE]: 'Guest' },
  errors: {
    VALIDATION_FAILED: 'Some fields are not valid; check them and try again.',
    UNAUTHORIZED: 'Your session has expired; sign in again.',
    INVALID_CREDENTIALS: 'Wrong username or password.',
    WRONG_PASSWORD: 'The current password is wrong.',
    FORBIDDEN: 'You do not have permission for this action.',
    NOT_FOUND: 'What you asked for was not found.',
    CONFLICT: 'This conflicts with existing data.',
    USERNAME_TAKEN: 'This username is already taken.',
    ROLE_EXISTS: 'This role already exists.',
    ROLE_IN_USE: 'Users still hold this role, so it cannot be deleted.',
    PAYLOAD_TOO_LARGE: 'The file is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
    RANGE_NOT_SATISFIABLE: 'The requested part lies outside the file.',
    URI_TOO_LONG: 'The request address is too long.',
    HEADERS_TOO_LARGE: 'The request headers are too large.',
    REQUEST_TIMEOUT: 'The request was sent too slowly and was stopped; try again.',
    RATE_LIMITED: 'Too many attempts. Wait a few minutes and try again.',
    IMPORT_ROWS_INVALID:
      'The file has invalid rows; nothing was imported. Fix the listed rows and try again.',
    IMPORT_HEADERS_INVALID: 'The file lacks required columns. Use the template.',
    IMPORT_TOO_MANY_TRIPS: `A trip plan may hold at most ${limit(TRIP_PLAN_MAX_ROWS, 'en')} trips; nothing was imported. Split it into several files.`,
    IMPORT_TOO_MANY_POINTS: `A file may hold at most ${limit(MARKER_IMPORT_MAX_POINTS, 'en')} map points; nothing was imported. Split it into several files.`,
    IMPORT_UNPACKED_TOO_LARGE: `The Excel file unpacks to more than ${UNPACKED_MB} MB, so it was not read. Save it again with only the data to import.`,
    IMPORT_BUSY: 'The server is reading many other files. Try again in a few minutes.',
    CAMERA_UNREACHABLE:
      'The camera could not be reached: it is off, offline or refused the connection. Try again later.',
    CAMERA_TIMEOUT:
      'The camera did not answer in time. Check that the truck is on and has signal, then try again.',
    LIVE_STREAM_MOVING:
      'The live stream is moving to another server; the picture comes back in a few seconds.',
    TERMINAL_OFFLINE:
      'The device in the truck is not connected to the console. Try again when the truck is on and has signal.',
    TERMINAL_TIMEOUT: 'The device in the truck did not answer in time. Try again later.',
    TERMINAL_REFUSED: 'The device in the truck refused the command or does not support it.',
    DEVICE_VIDEO_OFF: 'This server does not take dashcam video (JT1078_PORT, JT1078_PUBLIC_HOST).',
    DEVICE_TIMEOUT:
      'The dashcam did not answer in time while searching its SD card. Try again, or pick a shorter range.',
    INTERNAL: 'Something went wrong on the server; try again later.',
    NETWORK: 'The server cannot be reached; check the connection and try again.',
    HTTP_ERROR: 'The request failed.',
    ABORTED: 'The upload was cancelled.',
  },
  accountRules: {
    own_account: 'Nobody changes their own role or grants; ask another administrator.',
    admin_only: 'Only an admin can manage admin accounts or give the admin role.',
    administrative_account:
      'Only an admin can manage a user or role that holds user management or role management.',
    administrative_page: 'Only an admin can hand out user management or role management.',
    no_user_management: 'This needs the User management page.',
    no_role_management: 'This needs the Role management page.',
  },
  actions: {
    retry: 'Retry',
    cancel: 'Cancel',
    save: 'Save',
    confirm: 'Confirm',
    close: 'Close',
    open: 'Open',
    goHome: 'Go to the home page',
    signIn: 'Sign in',
    signOut: 'Sign out',
    exportExcel: 'Export to Excel',
  },
  form: {
    fixErrors: 'Please fix the highlighted fields.',
    invalidDateTime: 'Not a valid date and time (DD/MM/YYYY HH:mm).',
    invalidDate: 'Not a valid date (DD/MM/YYYY).',
  },
  status: {
    loading: 'Loading...',
    verifyingSession: 'Checking your session...',
  },
  table: {
    empty: 'No data.',
    rowsPerPage: 'Rows per page',
    range: '{{from}}–{{to}} of {{count}}',
    selectAll: 'Select all',
    selectRow: 'Select row',
    pagination: 'Pagination',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    goToPage: 'Page {{page}}',
    exportFailed: 'The Excel file could not be created.',
    loadFailed: 'The data could not be loaded.',
    columns: 'Columns',
    sortBy: 'Sort by {{column}}',
  },
  topBar: {
    openMenu: 'Open the navigation menu',
    home: 'Go to the home page',
    tms: 'TMS',
    tmsTitle: 'Open the transport management system (TMS) in a new tab',
    tmsNotConfigured: 'The TMS address is not configured',
    language: 'Language',
    languageVi: 'Tiếng Việt',
    languageEn: 'English',
    languageFailed: 'The language could not be saved to your account.',
  },
  nav: {
    label: 'Main navigation',
    toggleGroup: 'Expand or collapse {{group}}',
  },
  userPanel: {
    changePassword: 'Change password',
  },
  noticeBell: {
    title: 'Notifications',
    empty: "There's nothing here...",
    viewAll: 'Xem toàn bộ',
    button: 'Notifications, {{count}} unread',
    loadFailed: 'The notifications could not be loaded.',
  },
  alerts: {
    redownloadSuccess: 'Redownload request sent successfully',
    redownloadError: 'Error occurred while requesting redownload',
  },
  coming: {
    title: 'This feature is coming',
    body: 'The "{{page}}" screen is on its way. Real data will show here once the feature is finished.',
  },
  avatarStack: {
    more: 'and {{count}} more',
  },
  sheets: {
    driverTime: 'Driving time today',
    warehouseMail: 'Warehouse notification emails',
    warehouseVideos: 'Warehouse videos',
    warehouseChannels: 'Warehouse channels',
    accountRequests: 'Account requests',
    users: 'Users',
    unsafeDriving: 'Unsafe behaviour',
    driverDays: 'Driver report',
    papers: 'Papers',
    videoHistory: 'Video history',
    sdCardVideos: 'SD card videos',
    trucks: 'Trucks',
    unknownDevices: 'Unknown devices',
    contracts: 'Contracts',
    tripStops: 'Stops',
    notices: 'Notices',
    warnings: 'Warnings',
    plannedTrips: 'Planned trips',
    excelFiles: 'Excel files',
    rowErrors: 'Row errors',
    rules: 'Maintenance rules',
    routePoints: 'Route points',
    images: 'Image history',
  },
};
