import { endpoint } from '../endpoint.js';
import { ZOk } from '../common.js';
import {
  ZAccountRequestForm,
  ZAccountRequestListResponse,
  ZAccountRequestResponse,
  ZApproveAccountRequest,
  ZRejectAccountRequest,
} from '../forms.js';
import { ZPageViewListRequest, ZPageViewListResponse, ZPageViewRequest } from '../page-views.js';
import {
  ZAddResourcesRequest,
  ZAllPagesResponse,
  ZCreateRoleRequest,
  ZDeleteRoleRequest,
  ZGetResourcesRequest,
  ZListUsersResponse,
  ZResourcesResponse,
  ZRoleResponse,
} from '../roles-api.js';
import { ZDomainSettings, ZDomainSettingsResponse } from '../settings.js';
import { ZClientConfigResponse, ZHealthResponse } from '../system.js';
import {
  ZAvatarFileParams,
  ZAvatarResponse,
  ZChangePasswordRequest,
  ZCreateUserRequest,
  ZDeleteUserRequest,
  ZGetInfoRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
  ZUserListRequest,
  ZUserListResponse,
  ZUserResponse,
} from '../user.js';

/** The system, sessions, users, account requests, roles, page views and settings. */
export const ACCOUNT_ENDPOINTS = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: ZHealthResponse,
  }),
  // The OpenAPI pages, served by @fastify/swagger-ui (HTML and its assets).
  docs: endpoint({ method: 'GET', path: '/api/docs', access: 'public' }),
  docsFiles: endpoint({ method: 'GET', path: '/api/docs/*', access: 'public' }),
  config: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    response: ZClientConfigResponse,
  }),

  login: endpoint({
    method: 'POST',
    path: '/user/login',
    access: 'public',
    body: ZLoginRequest,
    response: ZLoginResponse,
  }),
  userInfo: endpoint({
    method: 'POST',
    path: '/user/get_info',
    access: { page: 'driver-management', orSelf: true },
    body: ZGetInfoRequest,
    response: ZUserResponse,
  }),
  validateSession: endpoint({
    method: 'GET',
    path: '/user/validate',
    access: 'signed_in',
    response: ZUserResponse,
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/user/create',
    access: { page: 'driver-management' },
    body: ZCreateUserRequest,
    response: ZUserResponse,
    status: 201,
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/user/delete',
    access: { page: 'driver-management' },
    body: ZDeleteUserRequest,
    response: ZOk,
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/user/reset_password',
    access: { page: 'driver-management' },
    body: ZResetPasswordRequest,
    response: ZOk,
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/user/update_info',
    access: { page: 'driver-management', orSelf: true },
    body: ZUpdateUserRequest,
    response: ZUserResponse,
  }),
  userList: endpoint({
    method: 'POST',
    path: '/api/user/list',
    access: { page: 'driver-management' },
    body: ZUserListRequest,
    response: ZUserListResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/user/logout',
    access: 'signed_in',
    response: ZOk,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/change_password',
    access: 'signed_in',
    body: ZChangePasswordRequest,
    response: ZOk,
  }),
  // Takes a multipart upload (field "file"), so no body schema; answers JSON.
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/user/avatar',
    access: 'signed_in',
    response: ZAvatarResponse,
  }),
  // Answers the image file itself.
  avatarFile: endpoint({
    method: 'GET',
    path: '/api/avatars/:file',
    access: 'public',
    params: ZAvatarFileParams,
  }),

  requestAccount: endpoint({
    method: 'POST',
    path: '/form/requeset_demo',
    access: 'public',
    body: ZAccountRequestForm,
    response: ZAccountRequestResponse,
    status: 201,
  }),
  accountRequestList: endpoint({
    method: 'POST',
    path: '/api/account-requests/list',
    access: { page: 'driver-management' },
    response: ZAccountRequestListResponse,
  }),
  approveAccountRequest: endpoint({
    method: 'POST',
    path: '/api/account-requests/approve',
    access: { page: 'driver-management' },
    body: ZApproveAccountRequest,
    response: ZUserResponse,
  }),
  rejectAccountRequest: endpoint({
    method: 'POST',
    path: '/api/account-requests/reject',
    access: { page: 'driver-management' },
    body: ZRejectAccountRequest,
    response: ZOk,
  }),

  roleUsers: endpoint({
    method: 'POST',
    path: '/{product}/roles/get_list_users',
    access: { page: 'role-management' },
    response: ZListUsersResponse,
  }),
  roleResources: endpoint({
    method: 'POST',
    path: '/{product}/roles/get_resources',
    access: { page: 'role-management', orSelf: true },
    body: ZGetResourcesRequest,
    response: ZResourcesResponse,
  }),
  addRoleResources: endpoint({
    method: 'POST',
    path: '/{product}/roles/add_resources',
    access: { page: 'role-management' },
    body: ZAddResourcesRequest,
    response: ZResourcesResponse,
  }),
  allPages: endpoint({
    method: 'POST',
    path: '/{product}/roles/all_pages',
    access: { page: 'role-management' },
    response: ZAllPagesResponse,
  }),
  createRole: endpoint({
    method: 'POST',
    path: '/{product}/roles/create_role',
    access: 'admin',
    body: ZCreateRoleRequest,
    response: ZRoleResponse,
    status: 201,
  }),
  deleteRole: endpoint({
    method: 'POST',
    path: '/{product}/roles/delete_role',
    access: 'admin',
    body: ZDeleteRoleRequest,
    response: ZOk,
  }),

  recordPageView: endpoint({
    method: 'POST',
    path: '/api/page-views',
    access: 'signed_in',
    body: ZPageViewRequest,
    response: ZOk,
  }),
  pageViewList: endpoint({
    method: 'POST',
    path: '/api/page-views/list',
    access: 'admin',
    body: ZPageViewListRequest,
    response: ZPageViewListResponse,
  }),

  // Domain thresholds (domain-vietnam.md): every screen reads them, admins change them.
  settings: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'signed_in',
    response: ZDomainSettingsResponse,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/settings',
    access: 'admin',
    body: ZDomainSettings,
    response: ZDomainSettingsResponse,
  }),
} as const;
