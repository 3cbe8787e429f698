import { INSPECTOR_PAGES } from './inspector.js';

/**
 * The page registry: every screen of the console, its navigation group and its labels.
 * A page's key is its path without the leading slash (api.md "all_pages").
 * `access: "grant"` pages are opened only with a page grant (admin has all);
 * `access: "signed_in"` pages are open to every signed-in user.
 */
export const NAV_GROUPS = {
  tracking: { name_vi: 'Giám sát', name_en: 'Tracking' },
  operations: { name_vi: 'Vận hành', name_en: 'Operations' },
  reports: { name_vi: 'Báo cáo', name_en: 'Reports' },
  warehouse: { name_vi: 'Kho', name_en: 'Warehouse' },
  system: { name_vi: 'Hệ thống', name_en: 'System' },
} as const;

export type TNavGroup = keyof typeof NAV_GROUPS;

export interface TPageDefinition {
  key: string;
  path: string;
  group: TNavGroup | null;
  name_vi: string;
  name_en: string;
  access: 'grant' | 'signed_in';
  /** Shown in the left navigation (detail routes are not). */
  nav: boolean;
  /**
   * A screen of its own; false for a grant that only allows an action on others' screens
   * (`camera-sources`: editing the sources of truck cameras and NVR channels).
   */
  screen: boolean;
}

const page = (
  key: string,
  group: TNavGroup | null,
  name_vi: string,
  name_en: string,
  options: Partial<Pick<TPageDefinition, 'access' | 'nav' | 'screen'>> = {},
): TPageDefinition => ({
  key,
  path: `/${key}`,
  group,
  name_vi,
  name_en,
  access: options.access ?? 'grant',
  nav: options.nav ?? true,
  screen: options.screen ?? true,
});

export const PAGES = [
  page('overview', null, 'Trang chủ', 'Home'),
  page('location', 'tracking', 'Quản lý bản đồ', 'Map management'),
  page('live-camera', 'tracking', 'Giám sát trực tiếp', 'Live monitoring'),
  page('camera-play-back', 'tracking', 'Lịch sử video', 'Video history'),
  page('management/image', 'tracking', 'Lịch sử hình ảnh', 'Image history'),
  page('trucks', 'tracking', 'Xe', 'Trucks'),
  // Sources are pulled by the server: who edits them chooses what it connects to (issue 31).
  page('camera-sources', 'tracking', 'Sửa nguồn camera và đầu ghi', 'Edit camera and NVR sources', {
    nav: false,
    screen: false,
  }),
  // Reading and writing the message thread of the driver of a granted truck (issue 33).
  page('driver-messages', 'tracking', 'Nhắn tin với lái xe', 'Messages with drivers', {
    nav: false,
    screen: false,
  }),
  page('warning', 'operations', 'Quản lý cảnh báo', 'Warning management'),
  page('rule', 'operations', 'Quản lý quy tắc', 'Rule management'),
  page('paper', 'operations', 'Quản lý giấy tờ xe', 'Vehicle paper management'),
  page('management/driving-report', 'reports', 'Báo cáo lái xe', 'Driver report'),
  page('contract', 'reports', 'Báo cáo chuyến theo ngày', 'Trip report by day'),
  page('management/excel-report', 'reports', 'Báo cáo Excel', 'Excel report'),
  page('warehouse-video', 'warehouse', 'Video kho', 'Warehouse video'),
  page('notice-management', 'system', 'Thông báo', 'Notices'),
  page('driver-management', 'system', 'Quản lý người dùng', 'User management'),
  page('role-management', 'system', 'Quản lý phân quyền', 'Role management'),
  page('authority-feed', 'system', 'Truyền dữ liệu về cơ quan quản lý', 'Authority feed'),
  page('inspector-access', 'system', 'Quyền kiểm tra của cơ quan chức năng', 'Inspector access'),
  // The driver app: a layout of its own for phones, outside the office navigation (issue 33).
  page('driver', null, 'Ứng dụng lái xe', 'Driver app', { nav: false }),
  page('change-password', null, 'Đổi mật khẩu', 'Change password', { access: 'signed_in' }),
] as const satisfies readonly TPageDefinition[];

export type TPageKey = (typeof PAGES)[number]['key'];

export const PAGE_KEYS = PAGES.map<TPageKey>((p) => p.key);

export function findPage(key: string): TPageDefinition | undefined {
  return PAGES.find((p) => p.key === key);
}

/** Pages a role is granted on a fresh install; admins change them in role management. */
export const DEFAULT_ROLE_PAGES: Record<string, TPageKey[]> = {
  driver: ['overview', 'driver'],
  warehouse_security: ['overview', 'warehouse-video'],
  warehouse_manager: ['overview', 'warehouse-video', 'notice-management'],
  warehouse_operation: ['overview', 'warehouse-video'],
  inspector: [...INSPECTOR_PAGES],
};
