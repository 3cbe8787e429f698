import { endpoint } from '../endpoint.js';

/** The system, sessions, users, account requests, roles, page views and settings. */
export const ACCOUNT_ENDPOINTS = {
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
  docs: endpoint({ method: 'GET', path: '/api/docs', access: 'public' }),
  docsFiles: endpoint({ method: 'GET', path: '/api/docs/*', access: 'public' }),
  config: endpoint({ method: 'GET', path: '/api/config', access: 'public' }),

  login: endpoint({ method: 'POST', path: '/user/login', access: 'public' }),
  userInfo: endpoint({
    method: 'POST',
    path: '/user/get_info',
    access: { page: 'driver-management', orSelf: true },
  }),
  validateSession: endpoint({ method: 'GET', path: '/user/validate', access: 'signed_in' }),
  createUser: endpoint({
    method: 'POST',
    path: '/user/create',
    access: { page: 'driver-management' },
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/user/delete',
    access: { page: 'driver-management' },
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/user/reset_password',
    access: { page: 'driver-management' },
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/user/update_info',
    access: { page: 'driver-management', orSelf: true },
  }),
  userList: endpoint({
    method: 'POST',
    path: '/api/user/list',
    access: { page: 'driver-management' },
  }),
  logout: endpoint({ method: 'POST', path: '/api/user/logout', access: 'signed_in' }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/change_password',
    access: 'signed_in',
  }),
  uploadAvatar: endpoint({ method: 'POST', path: '/api/user/avatar', access: 'signed_in' }),
  avatarFile: endpoint({ method: 'GET', path: '/api/avatars/:file', access: 'public' }),

  requestAccount: endpoint({ method: 'POST', path: '/form/requeset_demo', access: 'public' }),
  accountRequestList: endpoint({
    method: 'POST',
    path: '/api/account-requests/list',
    access: { page: 'driver-management' },
  }),
  approveAccountRequest: endpoint({
    method: 'POST',
    path: '/api/account-requests/approve',
    access: { page: 'driver-management' },
  }),
  rejectAccountRequest: endpoint({
    method: 'POST',
    path: '/api/account-requests/reject',
    access: { page: 'driver-management' },
  }),

  roleUsers: endpoint({
    method: 'POST',
    path: '/{product}/roles/get_list_users',
    access: { page: 'role-management' },
  }),
  roleResources: endpoint({
    method: 'POST',
    path: '/{product}/roles/get_resources',
    access: { page: 'role-management', orSelf: true },
  }),
  addRoleResources: endpoint({
    method: 'POST',
    path: '/{product}/roles/add_resources',
    access: { page: 'role-management' },
  }),
  allPages: endpoint({
    method: 'POST',
    path: '/{product}/roles/all_pages',
    access: { page: 'role-management' },
  }),
  createRole: endpoint({ method: 'POST', path: '/{product}/roles/create_role', access: 'admin' }),
  deleteRole: endpoint({ method: 'POST', path: '/{product}/roles/delete_role', access: 'admin' }),

  recordPageView: endpoint({ method: 'POST', path: '/api/page-views', access: 'signed_in' }),
  pageViewList: endpoint({ method: 'POST', path: '/api/page-views/list', access: 'admin' }),

  // Domain thresholds (domain-vietnam.md): every screen reads them, admins change them.
  settings: endpoint({ method: 'GET', path: '/api/settings', access: 'signed_in' }),
  saveSettings: endpoint({ method: 'PUT', path: '/api/settings', access: 'admin' }),
} as const;
