import { endpoint } from '../endpoint.js';
import {
  ZAuthorityFeedSettingsResponse,
  ZAuthorityFeedStatusResponse,
  ZAuthorityFeedTestResponse,
  ZSaveAuthorityFeedSettingsRequest,
} from '../authority-feed.js';
import { ZCompanyProfile, ZCompanyProfileResponse } from '../company.js';
import { ZAuthorityExportRequest } from '../authority-export.js';

/**
 * The authority feed: its settings (admins) and what it forwarded (the transmission page);
 * the company's identity the law asks for.
 */
export const AUTHORITY_ENDPOINTS = {
  // Prometheus scrapes these figures (aggregates, no truck): the feed's lag and backlog.
  metrics: endpoint({ method: 'GET', path: '/metrics', access: 'public' }),
  company: endpoint({
    method: 'GET',
    path: '/api/company',
    access: 'signed_in',
    response: ZCompanyProfileResponse,
  }),
  saveCompany: endpoint({
    method: 'PUT',
    path: '/api/company',
    access: 'admin',
    body: ZCompanyProfile,
    response: ZCompanyProfileResponse,
  }),
  // TT 71/2024 art. 6: identity, journey and driver images of a period, one ZIP file.
  authorityExport: endpoint({
    method: 'POST',
    path: '/api/authority-feed/export',
    access: { page: 'authority-feed' },
    body: ZAuthorityExportRequest,
  }),
  authorityFeedSettings: endpoint({
    method: 'GET',
    path: '/api/authority-feed/settings',
    access: 'admin',
    response: ZAuthorityFeedSettingsResponse,
  }),
  saveAuthorityFeedSettings: endpoint({
    method: 'PUT',
    path: '/api/authority-feed/settings',
    access: 'admin',
    body: ZSaveAuthorityFeedSettingsRequest,
    response: ZAuthorityFeedSettingsResponse,
  }),
  testAuthorityFeed: endpoint({
    method: 'POST',
    path: '/api/authority-feed/test',
    access: 'admin',
    response: ZAuthorityFeedTestResponse,
  }),
  authorityFeedStatus: endpoint({
    method: 'GET',
    path: '/api/authority-feed/status',
    access: { page: 'authority-feed' },
    response: ZAuthorityFeedStatusResponse,
  }),
} as const;
