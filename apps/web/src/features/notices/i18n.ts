/** Namespace `notices`: notice texts by kind and the full notice list. */
export const vi = {
  kinds: {
    account_request: 'Yêu cầu tài khoản mới từ {{fullname}} ({{email}})',
    continuous_driving_soon: 'Lái xe {{driver}} ({{plate}}) đã lái liên tục {{minutes}} phút',
    maintenance_due_warning: '$t(warning:texts.maintenance_due)',
    paper_expiring_warning: '$t(warning:texts.paper_expiring)',
    paper_expired_warning: '$t(warning:texts.paper_expired)',
    overspeed_warning: '$t(warning:texts.overspeed)',
    continuous_driving_warning: '$t(warning:texts.continuous_driving)',
    daily_driving_warning: '$t(warning:texts.daily_driving)',
    lost_signal_warning: '$t(warning:texts.lost_signal)',
    device_alarm_warning: '$t(warning:texts.device_alarm)',
    terminal_claim_warning: '$t(warning:texts.terminal_claim)',
    authority_feed_late_warning: '$t(warning:texts.authority_feed_late)',
    warehouse_batch_done:
      'Đã tải xong {{done}} video kho của kênh {{channel}} ({{start}} – {{end}})',
    warehouse_batch_failed:
      'Video kho kênh {{channel}} ({{start}} – {{end}}): {{done}} đã tải, {{failed}} lỗi',
    retention_purge:
      'Đã xoá dữ liệu quá hạn lưu trữ: hành trình tháng {{months}} ({{journey_rows}} bản ghi tổng hợp), {{images}} ảnh camera, {{videos}} video, {{photos}} ảnh giao hàng ({{size}}), {{violations}} bản ghi vi phạm',
  },
  list: {
    content: 'Nội dung',
    createdAt: 'Thời gian',
    link: 'Liên kết',
    open: 'Mở',
    unseen: 'Mới',
    empty: 'Chưa có thông báo nào.',
    exportName: 'thong-bao',
  },
};

export const en: typeof vi = {
  kinds: {
    account_request: 'New account request from {{fullname}} ({{email}})',
    continuous_driving_soon:
      'Driver {{driver}} ({{plate}}) has driven {{minutes}} minutes without a break',
    maintenance_due_warning: '$t(warning:texts.maintenance_due)',
    paper_expiring_warning: '$t(warning:texts.paper_expiring)',
    paper_expired_warning: '$t(warning:texts.paper_expired)',
    overspeed_warning: '$t(warning:texts.overspeed)',
    continuous_driving_warning: '$t(warning:texts.continuous_driving)',
    daily_driving_warning: '$t(warning:texts.daily_driving)',
    lost_signal_warning: '$t(warning:texts.lost_signal)',
    device_alarm_warning: '$t(warning:texts.device_alarm)',
    terminal_claim_warning: '$t(warning:texts.terminal_claim)',
    authority_feed_late_warning: '$t(warning:texts.authority_feed_late)',
    warehouse_batch_done:
      '{{done}} warehouse videos of channel {{channel}} ({{start}} – {{end}}) downloaded',
    warehouse_batch_failed:
      'Warehouse videos of channel {{channel}} ({{start}} – {{end}}): {{done}} downloaded, {{failed}} failed',
    retention_purge:
      'Data past its retention removed: journey months {{months}} ({{journey_rows}} derived records), {{images}} camera images, {{videos}} videos, {{photos}} delivery photos ({{size}}), {{violations}} violation records',
  },
  list: {
    content: 'Content',
    createdAt: 'Time',
    link: 'Link',
    open: 'Open',
    unseen: 'New',
    empty: 'There are no notices yet.',
    exportName: 'notices',
  },
};
