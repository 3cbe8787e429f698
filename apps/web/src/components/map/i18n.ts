export const vi = {
  view: {
    label: 'Bản đồ',
    loading: 'Đang tải bản đồ…',
    noWebgl:
      'Trình duyệt này không hiển thị được bản đồ (cần WebGL 2). Hãy bật tăng tốc phần cứng hoặc dùng trình duyệt khác.',
    styleFailed: 'Không tải được kiểu bản đồ. Kiểm tra kết nối mạng rồi thử lại.',
    retry: 'Thử lại',
  },
  /** MapLibre's own buttons (its `locale` strings). */
  controls: {
    zoomIn: 'Phóng to',
    zoomOut: 'Thu nhỏ',
    resetBearing: 'Kéo để xoay bản đồ, bấm để quay về hướng bắc',
    toggleAttribution: 'Hiện hoặc ẩn nguồn bản đồ',
    mapFeedback: 'Góp ý về bản đồ',
    enterFullscreen: 'Toàn màn hình',
    exitFullscreen: 'Thoát toàn màn hình',
    marker: 'Điểm đánh dấu',
    closePopup: 'Đóng',
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
  controls: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetBearing: 'Drag to rotate the map, click to reset north',
    toggleAttribution: 'Show or hide the map sources',
    mapFeedback: 'Map feedback',
    enterFullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    marker: 'Map marker',
    closePopup: 'Close',
  },
};
