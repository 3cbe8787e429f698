export const ADMIN_ROLE = 'admin';
export const GUEST_ROLE = 'GUEST';
export const DEFAULT_USER_ROLE = 'driver';
/** Drivers land in the driver app (/driver) rather than the office console. */
export const DRIVER_ROLE = 'driver';

/** Roles that exist on every install; admins may add more. */
export const BUILTIN_ROLES = [
  { name: 'admin', label_vi: 'Quản trị viên', label_en: 'Administrator' },
  { name: 'driver', label_vi: 'Lái xe', label_en: 'Driver' },
  { name: 'warehouse_security', label_vi: 'Bảo vệ kho', label_en: 'Warehouse security' },
  { name: 'warehouse_manager', label_vi: 'Quản lý kho', label_en: 'Warehouse manager' },
  { name: 'warehouse_operation', label_vi: 'Vận hành kho', label_en: 'Warehouse operation' },
  { name: 'inspector', label_vi: 'Cán bộ kiểm tra', label_en: 'Inspector' },
] as const;

/** Role filter flags of the user list (spec 3). */
export const ROLE_FILTER_FLAGS = [
  'warehouse_security',
  'warehouse_manager',
  'warehouse_operation',
  'driver',
] as const;

export const GRANT_TYPES = ['page', 'truck', 'ip_channel'] as const;
export type TGrantType = (typeof GRANT_TYPES)[number];
