export const vi = {
  trucks: {
    title: 'Danh sách xe',
    search: 'Tìm biển số',
    online: 'Trực tuyến',
    offline: 'Ngoại tuyến',
    show: 'Xem camera ({{count}})',
    clear: 'Bỏ chọn',
    empty: 'Không có xe nào khớp bộ lọc.',
    noCamera: 'chưa có camera',
    cameras: '{{count}} camera',
    error: 'Không tải được danh sách xe.',
    retry: 'Thử lại',
  },
  grid: {
    empty: 'Chọn xe ở danh sách bên trái rồi bấm "Xem camera".',
    capped: 'Chỉ hiển thị {{count}} camera đầu tiên.',
  },
  tile: {
    connecting: 'Đang kết nối…',
    live: 'Trực tiếp',
    offline: 'Mất kết nối',
    error: 'Lỗi',
    speed: '{{speed}} km/h',
    noPosition: 'Chưa có vị trí',
    position: 'Vị trí',
    showOnMap: 'Xem xe {{plate}} trên bản đồ',
  },
};

export const en: typeof vi = {
  trucks: {
    title: 'Trucks',
    search: 'Search plate',
    online: 'Online',
    offline: 'Offline',
    show: 'Show cameras ({{count}})',
    clear: 'Clear selection',
    empty: 'No truck matches the filter.',
    noCamera: 'no camera',
    cameras: '{{count}} cameras',
    error: 'The truck list could not be loaded.',
    retry: 'Retry',
  },
  grid: {
    empty: 'Select trucks in the list, then press "Show cameras".',
    capped: 'Only the first {{count}} cameras are shown.',
  },
  tile: {
    connecting: 'Connecting…',
    live: 'Live',
    offline: 'Offline',
    error: 'Error',
    speed: '{{speed}} km/h',
    noPosition: 'No position yet',
    position: 'Position',
    showOnMap: 'Show truck {{plate}} on the map',
  },
};
