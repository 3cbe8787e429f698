import { endpoint } from '../endpoint.js';
import {
  ZCreateInspectorGrantRequest,
  ZInspectorAuditRequest,
  ZInspectorAuditResponse,
  ZInspectorGrantListResponse,
  ZInspectorGrantResponse,
  ZRevokeInspectorGrantRequest,
} from '../inspector.js';
import { ZNoBody } from '../common.js';

/** Admins grant inspectors their period and trucks, and read what inspectors did. */
export const INSPECTOR_ENDPOINTS = {
  inspectorGrants: endpoint({
    method: 'POST',
    path: '/api/inspectors/grants/list',
    access: 'admin',
    body: ZNoBody,
    response: ZInspectorGrantListResponse,
  }),
  createInspectorGrant: endpoint({
    method: 'POST',
    path: '/api/inspectors/grants/create',
    access: 'admin',
    body: ZCreateInspectorGrantRequest,
    response: ZInspectorGrantResponse,
    status: 201,
  }),
  revokeInspectorGrant: endpoint({
    method: 'POST',
    path: '/api/inspectors/grants/revoke',
    access: 'admin',
    body: ZRevokeInspectorGrantRequest,
    response: ZInspectorGrantResponse,
  }),
  inspectorAudit: endpoint({
    method: 'POST',
    path: '/api/inspectors/audit/list',
    access: 'admin',
    body: ZInspectorAuditRequest,
    response: ZInspectorAuditResponse,
  }),
  // The audit log as an XLSX file.
  exportInspectorAudit: endpoint({
    method: 'POST',
    path: '/api/inspectors/audit/export',
    access: 'admin',
    body: ZInspectorAuditRequest,
  }),
} as const;
