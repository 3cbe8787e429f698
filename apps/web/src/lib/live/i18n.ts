export const vi = {
  status: {
    moving: 'Đang chạy',
    stopped: 'Đang dừng',
    idle: 'Dừng nổ máy',
    offline: 'Mất tín hiệu',
  },
  connection: {
    connecting: 'Đang kết nối…',
    live: 'Trực tuyến',
    reconnecting: 'Đang kết nối lại…',
    label: 'Trạng thái dữ liệu trực tuyến: {{state}}',
  },
};

export const en: typeof vi = {
  status: {
    moving: 'Moving',
    stopped: 'Stopped',
    idle: 'Idling',
    offline: 'Offline',
  },
  connection: {
    connecting: 'Connecting…',
    live: 'Live',
    reconnecting: 'Reconnecting…',
    label: 'Live data: {{state}}',
  },
};
