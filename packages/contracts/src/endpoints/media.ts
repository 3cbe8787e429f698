import { ZOk } from '../common.js';
import {
  ZDevicePlaybackControlRequest,
  ZDevicePlaybackFileParams,
  ZDevicePlaybackParams,
  ZDevicePlaybackRequest,
  ZDevicePlaybackResponse,
  ZDevicePlaybackSaveResponse,
  ZDeviceRecordingListRequest,
  ZDeviceRecordingListResponse,
} from '../device-recordings.js';
import { endpoint } from '../endpoint.js';
import {
  ZExcelDeleteRequest,
  ZExcelDeleteResponse,
  ZExcelFileRequest,
  ZExcelListRequest,
  ZExcelListResponse,
  ZExcelOpenFileResponse,
  ZExcelTripRequest,
  ZImportTripPlanResponse,
  ZReconciliationResponse,
  ZTripDetailResponse,
} from '../excel.js';
import {
  ZLiveChannelListResponse,
  ZLiveChannelParams,
  ZLiveFileParams,
  ZLiveStreamStatus,
  ZLiveStreamsRequest,
  ZLiveStreamsResponse,
} from '../live-camera.js';
import {
  ZImageListRequest,
  ZImageListResponse,
  ZMediaIngestResponse,
  ZRecordClipRequest,
  ZSignedFileParams,
  ZSignedFileQuery,
  ZVideoListRequest,
  ZVideoListResponse,
} from '../media.js';
import {
  ZOrderImageListResponse,
  ZOrderImageParams,
  ZOrderImagesRequest,
} from '../order-images.js';
import {
  ZRedownloadRequest,
  ZRedownloadResponse,
  ZSaveWarehouseChannelRequest,
  ZWarehouseChannelAdminListResponse,
  ZWarehouseChannelAdminResponse,
  ZWarehouseChannelKey,
  ZWarehouseChannelListResponse,
  ZWarehouseDeletedResponse,
  ZWarehouseEmailListResponse,
  ZWarehouseEmailRequest,
  ZWarehouseEmailResponse,
  ZWarehouseVideoListRequest,
  ZWarehouseVideoListResponse,
} from '../warehouse.js';

const PLAYBACK = { page: 'camera-play-back' } as const;
const EXCEL = { page: 'management/excel-report' } as const;
const LIVE_CAMERA = { page: 'live-camera' } as const;
const WAREHOUSE = { page: 'warehouse-video' } as const;
/** NVR channels hold sources the server pulls: their own grant, admins' by default. */
const CAMERA_SOURCES = { page: 'camera-sources' } as const;

/** A signed file link: the name in the path, expiry and signature in the query. */
const SIGNED_FILE = { params: ZSignedFileParams, query: ZSignedFileQuery } as const;

/** Videos and images, trip plans from Excel, live camera and warehouse videos. */
export const MEDIA_ENDPOINTS = {
  // Media: devices upload with their key; history filters by truck grants; the files
  // themselves are served behind short-lived signed links (a <video> sends no token).
  // Uploads are multipart (no body schema); they answer the new clip's or image's id.
  ingestVideo: endpoint({
    method: 'POST',
    path: '/api/ingest/videos',
    access: 'device_key',
    response: ZMediaIngestResponse,
    status: 201,
  }),
  ingestImage: endpoint({
    method: 'POST',
    path: '/api/ingest/images',
    access: 'device_key',
    response: ZMediaIngestResponse,
    status: 201,
  }),
  videoList: endpoint({
    method: 'POST',
    path: '/etracking/get_list_by_date',
    access: PLAYBACK,
    body: ZVideoListRequest,
    response: ZVideoListResponse,
  }),
  imageList: endpoint({
    method: 'POST',
    path: '/image/get_list',
    access: { page: 'management/image' },
    body: ZImageListRequest,
    response: ZImageListResponse,
  }),
  recordVideo: endpoint({
    method: 'POST',
    path: '/api/media/record',
    access: PLAYBACK,
    body: ZRecordClipRequest,
    response: ZMediaIngestResponse,
    status: 201,
  }),
  mediaFile: endpoint({
    method: 'GET',
    path: '/api/media/:file',
    access: 'signed_url',
    ...SIGNED_FILE,
  }),
  // Recordings on a jt1078 dashcam's SD card: listed, played back and saved with the history.
  deviceRecordings: endpoint({
    method: 'POST',
    path: '/api/media/device-recordings',
    access: PLAYBACK,
    body: ZDeviceRecordingListRequest,
    response: ZDeviceRecordingListResponse,
  }),
  startDevicePlayback: endpoint({
    method: 'POST',
    path: '/api/media/device-playbacks',
    access: PLAYBACK,
    body: ZDevicePlaybackRequest,
    response: ZDevicePlaybackResponse,
    status: 201,
  }),
  devicePlayback: endpoint({
    method: 'GET',
    path: '/api/media/device-playbacks/:id',
    access: PLAYBACK,
    params: ZDevicePlaybackParams,
    response: ZDevicePlaybackResponse,
  }),
  stopDevicePlayback: endpoint({
    method: 'DELETE',
    path: '/api/media/device-playbacks/:id',
    access: PLAYBACK,
    params: ZDevicePlaybackParams,
    response: ZOk,
  }),
  controlDevicePlayback: endpoint({
    method: 'POST',
    path: '/api/media/device-playbacks/:id/control',
    access: PLAYBACK,
    params: ZDevicePlaybackParams,
    body: ZDevicePlaybackControlRequest,
    response: ZDevicePlaybackResponse,
  }),
  saveDevicePlayback: endpoint({
    method: 'POST',
    path: '/api/media/device-playbacks/:id/save',
    access: PLAYBACK,
    params: ZDevicePlaybackParams,
    response: ZDevicePlaybackSaveResponse,
    status: 201,
  }),
  // HLS playlist and segments of a playback.
  devicePlaybackFile: endpoint({
    method: 'GET',
    path: '/api/media/device-playbacks/:id/:file',
    access: PLAYBACK,
    params: ZDevicePlaybackFileParams,
  }),

  // Excel trip plans: the files are shared by the page; their trips are filtered by truck grants.
  // The import is multipart (field `file`, and `confirm_partial`); download, template and
  // export answer .xlsx files.
  importExcel: endpoint({
    method: 'POST',
    path: '/excel/import',
    access: EXCEL,
    response: ZImportTripPlanResponse,
    status: 201,
  }),
  excelList: endpoint({
    method: 'POST',
    path: '/excel/get_list',
    access: EXCEL,
    body: ZExcelListRequest,
    response: ZExcelListResponse,
  }),
  openExcel: endpoint({
    method: 'POST',
    path: '/excel/open_file',
    access: EXCEL,
    body: ZExcelFileRequest,
    response: ZExcelOpenFileResponse,
  }),
  downloadExcel: endpoint({
    method: 'POST',
    path: '/excel/download',
    access: EXCEL,
    body: ZExcelFileRequest,
  }),
  deleteExcel: endpoint({
    method: 'POST',
    path: '/excel/delete',
    access: EXCEL,
    body: ZExcelDeleteRequest,
    response: ZExcelDeleteResponse,
  }),
  excelTemplate: endpoint({ method: 'GET', path: '/api/excel/template', access: EXCEL }),
  reconciliation: endpoint({
    method: 'POST',
    path: '/api/excel/reconciliation',
    access: EXCEL,
    body: ZExcelFileRequest,
    response: ZReconciliationResponse,
  }),
  tripDetail: endpoint({
    method: 'POST',
    path: '/api/excel/trip',
    access: EXCEL,
    body: ZExcelTripRequest,
    response: ZTripDetailResponse,
  }),
  exportReconciliation: endpoint({
    method: 'POST',
    path: '/api/excel/reconciliation/export',
    access: EXCEL,
    body: ZExcelFileRequest,
  }),

  // Proof-of-delivery photos come from drivers and staff of any role (the TMS has no page);
  // they are seen on the trips of the Excel report: its page, and a truck the order is
  // planned on (or one's own upload). The upload is multipart; the file is the photo itself.
  uploadOrderImage: endpoint({
    method: 'POST',
    path: '/tms/don_hang/upload_image',
    access: 'signed_in',
    response: ZOrderImageListResponse,
    status: 201,
  }),
  orderImages: endpoint({
    method: 'POST',
    path: '/api/tms/order_images',
    access: EXCEL,
    body: ZOrderImagesRequest,
    response: ZOrderImageListResponse,
  }),
  orderImageFile: endpoint({
    method: 'GET',
    path: '/api/tms/order_images/:id',
    access: EXCEL,
    params: ZOrderImageParams,
  }),

  // Live camera: streams of granted trucks only; hls.js sends the token header.
  liveCameraChannels: endpoint({
    method: 'POST',
    path: '/api/live-camera/channels',
    access: LIVE_CAMERA,
    response: ZLiveChannelListResponse,
  }),
  liveCameraStreams: endpoint({
    method: 'POST',
    path: '/api/live-camera/streams',
    access: LIVE_CAMERA,
    body: ZLiveStreamsRequest,
    response: ZLiveStreamsResponse,
  }),
  // HLS playlist and segments.
  liveCameraFile: endpoint({
    method: 'GET',
    path: '/api/live-camera/:truckId/:channel/:file',
    access: LIVE_CAMERA,
    params: ZLiveFileParams,
  }),
  // The instance running a remux answers the instance proxying a viewer: no session, the
  // request is signed with the secret the instances share (checked first by the route).
  liveCameraRelayStatus: endpoint({
    method: 'GET',
    path: '/api/internal/live-camera/:truckId/:channel/status',
    access: 'instance_signature',
    params: ZLiveChannelParams,
    response: ZLiveStreamStatus,
  }),
  liveCameraRelayFile: endpoint({
    method: 'GET',
    path: '/api/internal/live-camera/:truckId/:channel/:file',
    access: 'instance_signature',
    params: ZLiveFileParams,
  }),

  // Warehouse videos: lists filter by the user's ip_channel grants; channels are edited with
  // the camera-sources grant.
  warehouseChannelsOfUser: endpoint({
    method: 'POST',
    path: '/warehouse/list_ip_channel',
    access: WAREHOUSE,
    response: ZWarehouseChannelListResponse,
  }),
  warehouseVideos: endpoint({
    method: 'POST',
    path: '/warehouse/get_list_video',
    access: WAREHOUSE,
    body: ZWarehouseVideoListRequest,
    response: ZWarehouseVideoListResponse,
  }),
  redownloadWarehouseVideo: endpoint({
    method: 'POST',
    path: '/warehouse/redownload',
    access: WAREHOUSE,
    body: ZRedownloadRequest,
    response: ZRedownloadResponse,
  }),
  warehouseEmails: endpoint({
    method: 'POST',
    path: '/warehouse/get_email_list',
    access: WAREHOUSE,
    response: ZWarehouseEmailListResponse,
  }),
  addWarehouseEmail: endpoint({
    method: 'POST',
    path: '/warehouse/add_email',
    access: WAREHOUSE,
    body: ZWarehouseEmailRequest,
    response: ZWarehouseEmailResponse,
    status: 201,
  }),
  deleteWarehouseEmail: endpoint({
    method: 'POST',
    path: '/warehouse/delete',
    access: WAREHOUSE,
    body: ZWarehouseEmailRequest,
    response: ZWarehouseDeletedResponse,
  }),
  warehouseChannels: endpoint({
    method: 'POST',
    path: '/api/warehouse/channels/list',
    access: CAMERA_SOURCES,
    response: ZWarehouseChannelAdminListResponse,
  }),
  saveWarehouseChannel: endpoint({
    method: 'POST',
    path: '/api/warehouse/channels/save',
    access: CAMERA_SOURCES,
    body: ZSaveWarehouseChannelRequest,
    response: ZWarehouseChannelAdminResponse,
  }),
  deleteWarehouseChannel: endpoint({
    method: 'POST',
    path: '/api/warehouse/channels/delete',
    access: CAMERA_SOURCES,
    body: ZWarehouseChannelKey,
    response: ZWarehouseDeletedResponse,
  }),
  // Downloaded videos: a <video> sends no token, so the link itself is signed and short-lived.
  warehouseVideoFile: endpoint({
    method: 'GET',
    path: '/api/warehouse/videos/:file',
    access: 'signed_url',
    ...SIGNED_FILE,
  }),
} as const;
