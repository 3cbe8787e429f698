import { ZNoBody, ZOk } from '../common.js';
import {
  ZContractInfoRequest,
  ZContractListRequest,
  ZContractListResponse,
  ZContractResponse,
  ZCreateContractRequest,
  ZDeleteContractsRequest,
  ZDeleteContractsResponse,
  ZStopListRequest,
  ZStopReportResponse,
  ZTripRouteRequest,
  ZTripRouteResponse,
  ZUpdateContractRequest,
} from '../contract.js';
import {
  ZAbnormalActivityResponse,
  ZCurrentDriverListResponse,
  ZDriverDayListResponse,
  ZDriverListResponse,
  ZDriverReportRequest,
  ZDriverRouteRequest,
  ZDriverRouteResponse,
} from '../driver-report.js';
import { endpoint } from '../endpoint.js';
import { ZDrivingExceptionResponse, ZSetDrivingExceptionRequest } from '../driving-exception.js';
import {
  ZCreateRuleRequest,
  ZDeleteRulesRequest,
  ZDeleteRulesResponse,
  ZEditRuleRequest,
  ZRecordServiceRequest,
  ZRuleListRequest,
  ZRuleListResponse,
  ZRuleSaveResponse,
} from '../maintenance-rule.js';
import { ZNoticeCountResponse, ZNoticeListRequest, ZNoticeListResponse } from '../notices.js';
import {
  ZDeletePapersRequest,
  ZDeletePapersResponse,
  ZPaperFileParams,
  ZPaperListRequest,
  ZPaperListResponse,
  ZPaperResponse,
} from '../paper.js';
import {
  STANDARD_REPORT_CODES,
  STANDARD_REPORT_RESPONSES,
  ZStandardReportRequest,
  ZVideoMomentsRequest,
  ZVideoMomentsResponse,
  type TStandardReportCode,
} from '../standard-report.js';
import {
  ZAlertDeliveryListResponse,
  ZSendAlertsAgainRequest,
  ZSendAlertsAgainResponse,
  ZWarningMailSettings,
  ZWarningMailSettingsResponse,
} from '../warning-mail.js';
import {
  ZAlarmAttachmentListParams,
  ZAlarmAttachmentListResponse,
  ZDeleteWarningRequest,
  ZDeleteWarningResponse,
  ZWarningImageParams,
  ZWarningListRequest,
  ZWarningListResponse,
  ZWarningResponse,
  ZWarningTodayCountsResponse,
} from '../warning.js';

const WARNING = { page: 'warning' } as const;
const RULE = { page: 'rule' } as const;
const PAPER = { page: 'paper' } as const;
const CONTRACT = { page: 'contract' } as const;
const DRIVING_REPORT = { page: 'management/driving-report' } as const;

/** Warnings, maintenance rules, papers, notices, contracts and the driving reports. */
export const OPERATION_ENDPOINTS = {
  // Warnings, maintenance rules and papers: the page grants them; rows filter by truck grants.
  warningList: endpoint({
    method: 'POST',
    path: '/canh_bao/list_canh_bao',
    access: WARNING,
    body: ZWarningListRequest,
    response: ZWarningListResponse,
  }),
  // Create and update take JSON or a multipart form with a photo: the route reads the fields
  // itself (ZCreateWarningRequest / ZUpdateWarningRequest), so the records name no body.
  createWarning: endpoint({
    method: 'POST',
    path: '/canh_bao/tao_canh_bao',
    access: WARNING,
    response: ZWarningResponse,
    status: 201,
  }),
  updateWarning: endpoint({
    method: 'POST',
    path: '/canh_bao/cap_nhat',
    access: WARNING,
    response: ZWarningResponse,
  }),
  deleteWarning: endpoint({
    method: 'POST',
    path: '/canh_bao/xoa_canh_bao',
    access: WARNING,
    body: ZDeleteWarningRequest,
    response: ZDeleteWarningResponse,
  }),
  // The photo itself.
  warningImage: endpoint({
    method: 'GET',
    path: '/api/warnings/:id/image',
    access: WARNING,
    params: ZWarningImageParams,
  }),
  warningAttachments: endpoint({
    method: 'GET',
    path: '/api/warnings/:id/attachments',
    access: WARNING,
    params: ZAlarmAttachmentListParams,
    response: ZAlarmAttachmentListResponse,
  }),
  warningTodayCounts: endpoint({
    method: 'POST',
    path: '/api/warnings/today_counts',
    access: WARNING,
    body: ZNoBody,
    response: ZWarningTodayCountsResponse,
  }),
  // Which kinds of system warning are mailed: read with the warning page, set by admins.
  warningMailSettings: endpoint({
    method: 'POST',
    path: '/api/warnings/mail_settings',
    access: WARNING,
    response: ZWarningMailSettingsResponse,
  }),
  saveWarningMailSettings: endpoint({
    method: 'PUT',
    path: '/api/warnings/mail_settings',
    access: 'admin',
    body: ZWarningMailSettings,
    response: ZWarningMailSettingsResponse,
  }),
  // Alert messages not sent yet or given up, and sending them again: admins.
  alertDeliveryList: endpoint({
    method: 'POST',
    path: '/api/alert_deliveries/unsent',
    access: 'admin',
    body: ZNoBody,
    response: ZAlertDeliveryListResponse,
  }),
  sendAlertsAgain: endpoint({
    method: 'POST',
    path: '/api/alert_deliveries/send_again',
    access: 'admin',
    body: ZSendAlertsAgainRequest,
    response: ZSendAlertsAgainResponse,
  }),

  ruleList: endpoint({
    method: 'POST',
    path: '/truck_info/get_rules',
    access: RULE,
    body: ZRuleListRequest,
    response: ZRuleListResponse,
  }),
  addRule: endpoint({
    method: 'POST',
    path: '/truck_info/add_rule',
    access: RULE,
    body: ZCreateRuleRequest,
    response: ZRuleSaveResponse,
    status: 201,
  }),
  editRule: endpoint({
    method: 'PUT',
    path: '/truck_info/edit_rule',
    access: RULE,
    body: ZEditRuleRequest,
    response: ZRuleSaveResponse,
  }),
  deleteRules: endpoint({
    method: 'POST',
    path: '/truck_info/delete_rules',
    access: RULE,
    body: ZDeleteRulesRequest,
    response: ZDeleteRulesResponse,
  }),
  recordService: endpoint({
    method: 'POST',
    path: '/api/rules/record_service',
    access: RULE,
    body: ZRecordServiceRequest,
    response: ZRuleSaveResponse,
  }),

  paperList: endpoint({
    method: 'POST',
    path: '/truck_info/get_list_paper',
    access: PAPER,
    body: ZPaperListRequest,
    response: ZPaperListResponse,
  }),
  // Adding and editing send multipart forms with the files; the route reads the fields
  // itself (ZAddPaperFields / ZEditPaperFields), so the records name no body.
  addPaper: endpoint({
    method: 'POST',
    path: '/truck_info/add_paper',
    access: PAPER,
    response: ZPaperResponse,
    status: 201,
  }),
  editPaper: endpoint({
    method: 'PUT',
    path: '/truck_info/edit_paper',
    access: PAPER,
    response: ZPaperResponse,
  }),
  deletePaper: endpoint({
    method: 'POST',
    path: '/truck_info/delete_paper',
    access: PAPER,
    body: ZDeletePapersRequest,
    response: ZDeletePapersResponse,
  }),
  // The file itself, as a download.
  paperFile: endpoint({
    method: 'GET',
    path: '/api/papers/files/:id',
    access: PAPER,
    params: ZPaperFileParams,
  }),

  noticeList: endpoint({
    method: 'POST',
    path: '/warehouse/notification_list',
    access: 'signed_in',
    body: ZNoticeListRequest,
    response: ZNoticeListResponse,
  }),
  noticeCount: endpoint({
    method: 'POST',
    path: '/warehouse/get_noti_tag_number',
    access: 'signed_in',
    response: ZNoticeCountResponse,
  }),
  markNoticesSeen: endpoint({
    method: 'POST',
    path: '/warehouse/update_last_noti_date',
    access: 'signed_in',
    response: ZOk,
  }),

  // Contracts and their trip report: the page grants them; trucks filter by truck grants.
  contractInfo: endpoint({
    method: 'POST',
    path: '/contract/get_info',
    access: CONTRACT,
    body: ZContractInfoRequest,
    response: ZContractResponse,
  }),
  deleteContract: endpoint({
    method: 'POST',
    path: '/contract/delete',
    access: CONTRACT,
    body: ZDeleteContractsRequest,
    response: ZDeleteContractsResponse,
  }),
  contractStops: endpoint({
    method: 'POST',
    path: '/contract/get_list_stop_and_video',
    access: CONTRACT,
    body: ZStopListRequest,
    response: ZStopReportResponse,
  }),
  contractRoute: endpoint({
    method: 'POST',
    path: '/contract/get_route_data',
    access: CONTRACT,
    body: ZTripRouteRequest,
    response: ZTripRouteResponse,
  }),
  createContract: endpoint({
    method: 'POST',
    path: '/contract/create',
    access: CONTRACT,
    body: ZCreateContractRequest,
    response: ZContractResponse,
    status: 201,
  }),
  updateContract: endpoint({
    method: 'PUT',
    path: '/contract/update',
    access: CONTRACT,
    body: ZUpdateContractRequest,
    response: ZContractResponse,
  }),
  contractList: endpoint({
    method: 'POST',
    path: '/api/contracts/list',
    access: CONTRACT,
    body: ZContractListRequest,
    response: ZContractListResponse,
  }),

  // Driver reports read the motion engine's tables, filtered by the user's truck grants.
  currentDriving: endpoint({
    method: 'POST',
    path: '/driver_report/get_current_list',
    access: DRIVING_REPORT,
    body: ZNoBody,
    response: ZCurrentDriverListResponse,
  }),
  driverList: endpoint({
    method: 'POST',
    path: '/driver/driver_list',
    access: DRIVING_REPORT,
    body: ZNoBody,
    response: ZDriverListResponse,
  }),
  drivingByDate: endpoint({
    method: 'POST',
    path: '/driver_report/get_list_by_date',
    access: DRIVING_REPORT,
    body: ZDriverReportRequest,
    response: ZDriverDayListResponse,
  }),
  driverRouteReport: endpoint({
    method: 'POST',
    path: '/driver_report/get_driver_route_report',
    access: DRIVING_REPORT,
    body: ZDriverRouteRequest,
    response: ZDriverRouteResponse,
  }),
  abnormalActivity: endpoint({
    method: 'POST',
    path: '/driver_report/abnormal_activity',
    access: DRIVING_REPORT,
    body: ZDriverReportRequest,
    response: ZAbnormalActivityResponse,
  }),
  // A permitted user says why a session over the continuous limit was lawful.
  setDrivingException: endpoint({
    method: 'POST',
    path: '/api/driving-exceptions/set',
    access: DRIVING_REPORT,
    body: ZSetDrivingExceptionRequest,
    response: ZDrivingExceptionResponse,
  }),
  // The video links of the unsafe-behaviour list.
  reportVideos: endpoint({
    method: 'POST',
    path: '/api/report-videos/find',
    access: DRIVING_REPORT,
    body: ZVideoMomentsRequest,
    response: ZVideoMomentsResponse,
  }),
} as const;

// The export answers the report's XLSX file.
const standardReportEndpoints = <C extends TStandardReportCode>(code: C) => ({
  read: endpoint({
    method: 'POST',
    path: `/api/reports/${code}`,
    access: DRIVING_REPORT,
    body: ZStandardReportRequest,
    response: STANDARD_REPORT_RESPONSES[code],
  }),
  export: endpoint({
    method: 'POST',
    path: `/api/reports/${code}/export`,
    access: DRIVING_REPORT,
    body: ZStandardReportRequest,
  }),
});

/** Standard reports (QCVN 31): the rows of one, and its XLSX. */
export const STANDARD_REPORT_ENDPOINTS = Object.fromEntries(
  STANDARD_REPORT_CODES.map((code) => [code, standardReportEndpoints(code)]),
) as { [C in TStandardReportCode]: ReturnType<typeof standardReportEndpoints<C>> };
