import type { ReactElement } from 'react';
import type { TNavGroup, TPageKey } from '@fleet/contracts';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import VideoLibraryIcon from '@mui/icons-material/VideoLibraryOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import WarehouseIcon from '@mui/icons-material/WarehouseOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import CellTowerIcon from '@mui/icons-material/CellTower';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockResetIcon from '@mui/icons-material/LockResetOutlined';
import GpsFixedIcon from '@mui/icons-material/GpsFixedOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';

export const PAGE_ICONS: Record<TPageKey, ReactElement> = {
  overview: <HomeIcon />,
  location: <MapIcon />,
  'live-camera': <VideocamIcon />,
  'camera-play-back': <VideoLibraryIcon />,
  'management/image': <PhotoLibraryIcon />,
  trucks: <LocalShippingIcon />,
  warning: <WarningIcon />,
  rule: <RuleIcon />,
  paper: <DescriptionIcon />,
  'management/driving-report': <AssessmentIcon />,
  contract: <EventNoteIcon />,
  'management/excel-report': <TableChartIcon />,
  'warehouse-video': <WarehouseIcon />,
  'notice-management': <NotificationsIcon />,
  'driver-management': <PeopleIcon />,
  'role-management': <AdminPanelSettingsIcon />,
  'authority-feed': <CellTowerIcon />,
  'change-password': <LockResetIcon />,
};

export const GROUP_ICONS: Record<TNavGroup, ReactElement> = {
  tracking: <GpsFixedIcon />,
  operations: <BuildIcon />,
  reports: <BarChartIcon />,
  warehouse: <WarehouseIcon />,
  system: <SettingsIcon />,
};
