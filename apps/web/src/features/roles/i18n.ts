export const vi = {
  intro:
    'Chọn một vai trò hoặc một người dùng, rồi đánh dấu các trang, xe và kênh camera được phép xem.',
  picker: {
    label: 'Phân quyền cho',
    roles: 'Vai trò',
    users: 'Người dùng',
    searchUsers: 'Tìm người dùng',
    noUsers: 'Không có người dùng nào.',
    roleKey: 'Mã vai trò: {{name}}',
    userCount_one: '{{count}} người dùng',
    userCount_other: '{{count}} người dùng',
    builtin: 'Có sẵn',
    createRole: 'Thêm vai trò',
    deleteRole: 'Xoá vai trò {{name}}',
  },
  subject: {
    none: 'Chọn một vai trò hoặc người dùng ở danh sách để xem và sửa quyền.',
    role: 'Vai trò: {{label}}',
    user: 'Người dùng: {{fullname}} ({{username}})',
    userRole:
      'Vai trò {{role}}. Quyền đến từ vai trò được đánh dấu sẵn và chỉ sửa được ở vai trò đó.',
    adminRole:
      'Vai trò Quản trị viên luôn có toàn bộ quyền: mọi trang, mọi xe, mọi kênh camera. Không thể chỉnh sửa.',
    adminUser:
      'Người dùng này có vai trò Quản trị viên nên có toàn bộ quyền. Đổi vai trò ở Quản lý người dùng nếu cần giới hạn.',
  },
  tabs: {
    page: 'Trang',
    truck: 'Xe',
    ip_channel: 'Kênh camera',
    unsaved: 'chưa lưu',
  },
  grants: {
    fromRole: 'từ vai trò',
    openToAll: 'mọi người dùng đã đăng nhập đều mở được',
    general: 'Chung',
    selectAll: 'Chọn tất cả',
    clearAll: 'Bỏ chọn tất cả',
    selected: 'Đã chọn {{count}} / {{total}}',
    emptyTruck: 'Chưa có xe nào. Thêm xe ở trang Xe, rồi quay lại đây để phân quyền.',
    emptyIpChannel:
      'Chưa có kênh camera kho nào. Khi kênh camera được khai báo, chúng sẽ hiện ở đây để phân quyền.',
    save: 'Lưu',
    reset: 'Hoàn tác',
    saved: 'Đã lưu quyền.',
    unsaved: 'Chưa lưu: {{tabs}}',
    allSaved: 'Không có thay đổi chưa lưu.',
  },
  createRole: {
    title: 'Thêm vai trò',
    name: 'Mã vai trò',
    nameHelp: 'Từ 2 đến 40 ký tự: chữ thường, số, gạch dưới; bắt đầu bằng chữ. Không đổi được.',
    labelVi: 'Tên tiếng Việt',
    labelEn: 'Tên tiếng Anh',
    labelEnHelp: 'Không bắt buộc: để trống thì giao diện tiếng Anh dùng tên tiếng Việt.',
    submit: 'Tạo',
    created: 'Đã tạo vai trò {{name}}.',
  },
  deleteRole: {
    title: 'Xoá vai trò',
    message: 'Xoá vai trò {{label}} ({{name}})? Chỉ xoá được vai trò không còn người dùng.',
    confirm: 'Xoá',
    done: 'Đã xoá vai trò {{name}}.',
    inUse: 'Vai trò này vẫn còn người dùng; chuyển họ sang vai trò khác trước khi xoá.',
  },
  common: {
    retry: 'Thử lại',
    loading: 'Đang tải quyền…',
  },
};

export const en: typeof vi = {
  intro: 'Pick a role or a user, then tick the pages, trucks and camera channels they may see.',
  picker: {
    label: 'Grants for',
    roles: 'Roles',
    users: 'Users',
    searchUsers: 'Search users',
    noUsers: 'No users.',
    roleKey: 'Role key: {{name}}',
    userCount_one: '{{count}} user',
    userCount_other: '{{count}} users',
    builtin: 'Built-in',
    createRole: 'Add role',
    deleteRole: 'Delete role {{name}}',
  },
  subject: {
    none: 'Pick a role or a user from the list to see and edit their grants.',
    role: 'Role: {{label}}',
    user: 'User: {{fullname}} ({{username}})',
    userRole:
      'Role {{role}}. Grants that come from the role are shown ticked and can only be changed on that role.',
    adminRole:
      'The Administrator role always holds every grant: all pages, all trucks, all camera channels. It cannot be edited.',
    adminUser:
      'This user has the Administrator role and so holds every grant. Change the role in User management to limit it.',
  },
  tabs: {
    page: 'Pages',
    truck: 'Trucks',
    ip_channel: 'Camera channels',
    unsaved: 'unsaved',
  },
  grants: {
    fromRole: 'from role',
    openToAll: 'open to every signed-in user',
    general: 'General',
    selectAll: 'Select all',
    clearAll: 'Clear all',
    selected: '{{count}} of {{total}} selected',
    emptyTruck:
      'There are no trucks yet. Add trucks on the Trucks page, then come back to grant them.',
    emptyIpChannel:
      'There are no warehouse camera channels yet. Once channels are set up they appear here to be granted.',
    save: 'Save',
    reset: 'Undo changes',
    saved: 'Grants saved.',
    unsaved: 'Not saved yet: {{tabs}}',
    allSaved: 'No unsaved changes.',
  },
  createRole: {
    title: 'Add role',
    name: 'Role code',
    nameHelp:
      '2 to 40 lower-case letters, digits or underscore, starting with a letter. Cannot be changed.',
    labelVi: 'Vietnamese name',
    labelEn: 'English name',
    labelEnHelp: 'Optional: when left empty, the English interface shows the Vietnamese name.',
    submit: 'Create',
    created: 'Role {{name}} created.',
  },
  deleteRole: {
    title: 'Delete role',
    message: 'Delete the role {{label}} ({{name}})? Only a role without users can be deleted.',
    confirm: 'Delete',
    done: 'Role {{name}} deleted.',
    inUse: 'Users still hold this role; move them to another role before deleting it.',
  },
  common: {
    retry: 'Retry',
    loading: 'Loading grants…',
  },
};
