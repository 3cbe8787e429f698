import { endpoint } from '../endpoint.js';
import { STANDARD_REPORT_CODES, type TStandardReportCode } from '../standard-report.js';

const WARNING = { page: 'warning' } as const;
const RULE = { page: 'rule' } as const;
const PAPER = { page: 'paper' } as const;
const CONTRACT = { page: 'contract' } as const;
const DRIVING_REPORT = { page: 'management/driving-report' } as const;

/** Warnings, maintenance rules, papers, notices, contracts and the driving reports. */
export const OPERATION_ENDPOINTS = {
  // Warnings, maintenance rules and papers: the page grants them; rows filter by truck grants.
  warningList: endpoint({ method: 'POST', path: '/canh_bao/list_canh_bao', access: WARNING }),
  createWarning: endpoint({ method: 'POST', path: '/canh_bao/tao_canh_bao', access: WARNING }),
  updateWarning: endpoint({ method: 'POST', path: '/canh_bao/cap_nhat', access: WARNING }),
  deleteWarning: endpoint({ method: 'POST', path: '/canh_bao/xoa_canh_bao', access: WARNING }),
  warningImage: endpoint({ method: 'GET', path: '/api/warnings/:id/image', access: WARNING }),
  warningAttachments: endpoint({
    method: 'GET',
    path: '/api/warnings/:id/attachments',
    access: WARNING,
  }),
  warningTodayCounts: endpoint({
    method: 'POST',
    path: '/api/warnings/today_counts',
    access: WARNING,
  }),
  // Which kinds of system warning are mailed: read with the warning page, set by admins.
  warningMailSettings: endpoint({
    method: 'POST',
    path: '/api/warnings/mail_settings',
    access: WARNING,
  }),
  saveWarningMailSettings: endpoint({
    method: 'PUT',
    path: '/api/warnings/mail_settings',
    access: 'admin',
  }),

  ruleList: endpoint({ method: 'POST', path: '/truck_info/get_rules', access: RULE }),
  addRule: endpoint({ method: 'POST', path: '/truck_info/add_rule', access: RULE }),
  editRule: endpoint({ method: 'PUT', path: '/truck_info/edit_rule', access: RULE }),
  deleteRules: endpoint({ method: 'POST', path: '/truck_info/delete_rules', access: RULE }),
  recordService: endpoint({ method: 'POST', path: '/api/rules/record_service', access: RULE }),

  paperList: endpoint({ method: 'POST', path: '/truck_info/get_list_paper', access: PAPER }),
  addPaper: endpoint({ method: 'POST', path: '/truck_info/add_paper', access: PAPER }),
  editPaper: endpoint({ method: 'PUT', path: '/truck_info/edit_paper', access: PAPER }),
  deletePaper: endpoint({ method: 'POST', path: '/truck_info/delete_paper', access: PAPER }),
  paperFile: endpoint({ method: 'GET', path: '/api/papers/files/:id', access: PAPER }),

  noticeList: endpoint({
    method: 'POST',
    path: '/warehouse/notification_list',
    access: 'signed_in',
  }),
  noticeCount: endpoint({
    method: 'POST',
    path: '/warehouse/get_noti_tag_number',
    access: 'signed_in',
  }),
  markNoticesSeen: endpoint({
    method: 'POST',
    path: '/warehouse/update_last_noti_date',
    access: 'signed_in',
  }),

  // Contracts and their trip report: the page grants them; trucks filter by truck grants.
  contractInfo: endpoint({ method: 'POST', path: '/contract/get_info', access: CONTRACT }),
  deleteContract: endpoint({ method: 'POST', path: '/contract/delete', access: CONTRACT }),
  contractStops: endpoint({
    method: 'POST',
    path: '/contract/get_list_stop_and_video',
    access: CONTRACT,
  }),
  contractRoute: endpoint({ method: 'POST', path: '/contract/get_route_data', access: CONTRACT }),
  createContract: endpoint({ method: 'POST', path: '/contract/create', access: CONTRACT }),
  updateContract: endpoint({ method: 'PUT', path: '/contract/update', access: CONTRACT }),
  contractList: endpoint({ method: 'POST', path: '/api/contracts/list', access: CONTRACT }),

  // Driver reports read the motion engine's tables, filtered by the user's truck grants.
  currentDriving: endpoint({
    method: 'POST',
    path: '/driver_report/get_current_list',
    access: DRIVING_REPORT,
  }),
  driverList: endpoint({ method: 'POST', path: '/driver/driver_list', access: DRIVING_REPORT }),
  drivingByDate: endpoint({
    method: 'POST',
    path: '/driver_report/get_list_by_date',
    access: DRIVING_REPORT,
  }),
  driverRouteReport: endpoint({
    method: 'POST',
    path: '/driver_report/get_driver_route_report',
    access: DRIVING_REPORT,
  }),
  abnormalActivity: endpoint({
    method: 'POST',
    path: '/driver_report/abnormal_activity',
    access: DRIVING_REPORT,
  }),
  // The video links of the unsafe-behaviour list.
  reportVideos: endpoint({
    method: 'POST',
    path: '/api/report-videos/find',
    access: DRIVING_REPORT,
  }),
} as const;

const standardReportEndpoints = (code: TStandardReportCode) => ({
  read: endpoint({ method: 'POST', path: `/api/reports/${code}`, access: DRIVING_REPORT }),
  export: endpoint({ method: 'POST', path: `/api/reports/${code}/export`, access: DRIVING_REPORT }),
});

/** Standard reports (QCVN 31): the rows of one, and its XLSX. */
export const STANDARD_REPORT_ENDPOINTS = Object.fromEntries(
  STANDARD_REPORT_CODES.map((code) => [code, standardReportEndpoints(code)]),
) as Record<TStandardReportCode, ReturnType<typeof standardReportEndpoints>>;
