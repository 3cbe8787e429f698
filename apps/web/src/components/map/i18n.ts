export const vi = {
  view: {
    label: 'Bản đồ',
    loading: 'Đang tải bản đồ…',
    noWebgl:
      'Trình duyệt này không hiển thị được bản đồ (cần WebGL 2). Hãy bật tăng tốc phần cứng hoặc dùng trình duyệt khác.',
    styleFailed: 'Không tải được kiểu bản đồ. Kiểm tra kết nối mạng rồi thử lại.',
    retry: 'Thử lại',
  },
};

export const en: typeof vi = {
  view: {
    label: 'Map',
    loading: 'Loading the map…',
    noWebgl:
      'This browser cannot show the map (WebGL 2 is needed). Turn on hardware acceleration or use another browser.',
    styleFailed: 'The map style could not be loaded. Check the connection and try again.',
    retry: 'Try again',
  },
};
