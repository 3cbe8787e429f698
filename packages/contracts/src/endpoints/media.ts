import { endpoint } from '../endpoint.js';

const PLAYBACK = { page: 'camera-play-back' } as const;
const EXCEL = { page: 'management/excel-report' } as const;
const LIVE_CAMERA = { page: 'live-camera' } as const;
const WAREHOUSE = { page: 'warehouse-video' } as const;

/** Videos and images, trip plans from Excel, live camera and warehouse videos. */
export const MEDIA_ENDPOINTS = {
  // Media: devices upload with their key; history filters by truck grants; the files
  // themselves are served behind short-lived signed links (a <video> sends no token).
  ingestVideo: endpoint({ method: 'POST', path: '/api/ingest/videos', access: 'public' }),
  ingestImage: endpoint({ method: 'POST', path: '/api/ingest/images', access: 'public' }),
  videoList: endpoint({ method: 'POST', path: '/etracking/get_list_by_date', access: PLAYBACK }),
  imageList: endpoint({
    method: 'POST',
    path: '/image/get_list',
    access: { page: 'management/image' },
  }),
  recordVideo: endpoint({ method: 'POST', path: '/api/media/record', access: PLAYBACK }),
  mediaFile: endpoint({ method: 'GET', path: '/api/media/:file', access: 'public' }),
  // Recordings on a jt1078 dashcam's SD card: listed, played back and saved with the history.
  deviceRecordings: endpoint({
    method: 'POST',
    path: '/api/media/device-recordings',
    access: PLAYBACK,
  }),
  startDevicePlayback: endpoint({
    method: 'POST',
    path: '/api/media/device-playbacks',
    access: PLAYBACK,
  }),
  devicePlayback: endpoint({
    method: 'GET',
    path: '/api/media/device-playbacks/:id',
    access: PLAYBACK,
  }),
  stopDevicePlayback: endpoint({
    method: 'DELETE',
    path: '/api/media/device-playbacks/:id',
    access: PLAYBACK,
  }),
  controlDevicePlayback: endpoint({
    method: 'POST',
    path: '/api/media/device-playbacks/:id/control',
    access: PLAYBACK,
  }),
  saveDevicePlayback: endpoint({
    method: 'POST',
    path: '/api/media/device-playbacks/:id/save',
    access: PLAYBACK,
  }),
  devicePlaybackFile: endpoint({
    method: 'GET',
    path: '/api/media/device-playbacks/:id/:file',
    access: PLAYBACK,
  }),

  // Excel trip plans: the files are shared by the page; their trips are filtered by truck grants.
  importExcel: endpoint({ method: 'POST', path: '/excel/import', access: EXCEL }),
  excelList: endpoint({ method: 'POST', path: '/excel/get_list', access: EXCEL }),
  openExcel: endpoint({ method: 'POST', path: '/excel/open_file', access: EXCEL }),
  downloadExcel: endpoint({ method: 'POST', path: '/excel/download', access: EXCEL }),
  deleteExcel: endpoint({ method: 'POST', path: '/excel/delete', access: EXCEL }),
  excelTemplate: endpoint({ method: 'GET', path: '/api/excel/template', access: EXCEL }),
  reconciliation: endpoint({ method: 'POST', path: '/api/excel/reconciliation', access: EXCEL }),
  tripDetail: endpoint({ method: 'POST', path: '/api/excel/trip', access: EXCEL }),
  exportReconciliation: endpoint({
    method: 'POST',
    path: '/api/excel/reconciliation/export',
    access: EXCEL,
  }),

  // Proof-of-delivery photos come from drivers and staff of any role (the TMS has no page);
  // they are seen on the trips of the Excel report: its page, and a truck the order is
  // planned on (or one's own upload).
  uploadOrderImage: endpoint({
    method: 'POST',
    path: '/tms/don_hang/upload_image',
    access: 'signed_in',
  }),
  orderImages: endpoint({ method: 'POST', path: '/api/tms/order_images', access: EXCEL }),
  orderImageFile: endpoint({ method: 'GET', path: '/api/tms/order_images/:id', access: EXCEL }),

  // Live camera: streams of granted trucks only; hls.js sends the token header.
  liveCameraChannels: endpoint({
    method: 'POST',
    path: '/api/live-camera/channels',
    access: LIVE_CAMERA,
  }),
  liveCameraStreams: endpoint({
    method: 'POST',
    path: '/api/live-camera/streams',
    access: LIVE_CAMERA,
  }),
  liveCameraFile: endpoint({
    method: 'GET',
    path: '/api/live-camera/:truckId/:channel/:file',
    access: LIVE_CAMERA,
  }),
  // The instance running a remux answers the instance proxying a viewer: no session, the
  // request is signed with the secret the instances share (checked first by the route).
  liveCameraRelayStatus: endpoint({
    method: 'GET',
    path: '/api/internal/live-camera/:truckId/:channel/status',
    access: 'public',
  }),
  liveCameraRelayFile: endpoint({
    method: 'GET',
    path: '/api/internal/live-camera/:truckId/:channel/:file',
    access: 'public',
  }),

  // Warehouse videos: lists filter by the user's ip_channel grants; channels are admin's.
  warehouseChannelsOfUser: endpoint({
    method: 'POST',
    path: '/warehouse/list_ip_channel',
    access: WAREHOUSE,
  }),
  warehouseVideos: endpoint({
    method: 'POST',
    path: '/warehouse/get_list_video',
    access: WAREHOUSE,
  }),
  redownloadWarehouseVideo: endpoint({
    method: 'POST',
    path: '/warehouse/redownload',
    access: WAREHOUSE,
  }),
  warehouseEmails: endpoint({
    method: 'POST',
    path: '/warehouse/get_email_list',
    access: WAREHOUSE,
  }),
  addWarehouseEmail: endpoint({ method: 'POST', path: '/warehouse/add_email', access: WAREHOUSE }),
  deleteWarehouseEmail: endpoint({ method: 'POST', path: '/warehouse/delete', access: WAREHOUSE }),
  warehouseChannels: endpoint({
    method: 'POST',
    path: '/api/warehouse/channels/list',
    access: 'admin',
  }),
  saveWarehouseChannel: endpoint({
    method: 'POST',
    path: '/api/warehouse/channels/save',
    access: 'admin',
  }),
  deleteWarehouseChannel: endpoint({
    method: 'POST',
    path: '/api/warehouse/channels/delete',
    access: 'admin',
  }),
  // Downloaded videos: a <video> sends no token, so the link itself is signed and short-lived.
  warehouseVideoFile: endpoint({
    method: 'GET',
    path: '/api/warehouse/videos/:file',
    access: 'public',
  }),
} as const;
