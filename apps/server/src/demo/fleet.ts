import type { TVehicleType } from '@fleet/contracts';
import type { HighwayKey } from './highways.js';

/**
 * How a truck's day goes. `long-drive-*` drivers skip their breaks: one is at about 3 h 50 min
 * of continuous driving when the demo starts, the other is already past 4 h.
 */
export type Scenario = 'normal' | 'long-drive-soon' | 'long-drive-past';

export interface DemoDriver {
  username: string;
  fullname: string;
  /** Citizen ID card number (CCCD), sent by the device as `driverUniqueId`. */
  card_id: string;
  licence_number: string;
}

export interface DemoTruck {
  plate: string;
  device_id: string;
  name: string;
  model: string;
  vehicle_type: TVehicleType;
  highway: HighwayKey;
  scenario: Scenario;
  odometer_km: number;
  driver: DemoDriver;
}

type Row = [plate: string, type: TVehicleType, model: string, highway: HighwayKey, name: string];

/** Plates carry the province code of where the truck is registered (29 Hà Nội, 51 TP.HCM, …). */
const TRUCKS: Row[] = [
  ['29H14872', 'truck_over_3_5t', 'Hino 500 FG8JP7A', 'QL5', 'Nguyễn Văn Hùng'],
  ['29C52361', 'tractor', 'Howo A7 đầu kéo', 'QL5', 'Trần Đức Thắng'],
  ['15C20418', 'tractor', 'Freightliner Cascadia đầu kéo', 'QL5', 'Lê Minh Tuấn'],
  ['15C31957', 'truck_over_3_5t', 'Hyundai HD320', 'QL5', 'Phạm Quốc Bảo'],
  ['34C08276', 'truck_up_to_3_5t', 'Isuzu QKR 230', 'QL5', 'Hoàng Văn Nam'],
  ['51D40917', 'truck_up_to_3_5t', 'Kia K250', 'QL51', 'Võ Văn Phước'],
  ['51C63045', 'tractor', 'International Prostar đầu kéo', 'QL51', 'Huỳnh Tấn Lộc'],
  ['72C11583', 'tanker', 'Hino FL xi téc 18 m³', 'QL51', 'Lâm Văn Tâm'],
  ['72C09742', 'truck_over_3_5t', 'Thaco Auman C240', 'QL51', 'Trương Công Danh'],
  ['60C45128', 'tractor', 'Howo A7 đầu kéo', 'QL51', 'Châu Minh Trí'],
  ['29H27053', 'truck_over_3_5t', 'Hino 700 FS', 'QL1A_NORTH', 'Vũ Đình Khoa'],
  ['35C06914', 'truck_over_3_5t', 'Dongfeng Hoàng Huy B180', 'QL1A_NORTH', 'Đinh Công Thành'],
  ['36C38420', 'tanker', 'Isuzu FVM xi téc 20 m³', 'QL1A_NORTH', 'Mai Văn Tài'],
  ['37C15736', 'truck_over_3_5t', 'Chenglong H7', 'QL1A_NORTH', 'Hồ Sỹ Dũng'],
  ['90C04581', 'truck_up_to_3_5t', 'Isuzu NPR 400', 'QL1A_NORTH', 'Trịnh Văn Quyết'],
  ['43C19264', 'truck_over_3_5t', 'Hyundai HD210', 'QL1A_CENTRAL', 'Phan Thành Đạt'],
  ['43C22807', 'truck_up_to_3_5t', 'Thaco Ollin 345', 'QL1A_CENTRAL', 'Nguyễn Thị Hoa'],
  ['92C07351', 'tanker', 'Hino FM xi téc 22 m³', 'QL1A_CENTRAL', 'Lương Thế Vinh'],
  ['76C05139', 'truck_over_3_5t', 'Isuzu FVR 900', 'QL1A_CENTRAL', 'Tô Văn Hiếu'],
  ['51C71298', 'truck_over_3_5t', 'Hino 500 FC9JL', 'QL1A_SOUTH', 'Ngô Văn Long'],
  ['51D38624', 'truck_up_to_3_5t', 'Suzuki Carry Pro', 'QL1A_SOUTH', 'Dương Quang Huy'],
  ['62C12075', 'truck_over_3_5t', 'Thaco Forland FD990', 'QL1A_SOUTH', 'Lý Hoàng Phúc'],
  ['63C09518', 'tanker', 'Hyundai HD260 xi téc', 'QL1A_SOUTH', 'Kiều Văn Chiến'],
  ['65C14362', 'truck_over_3_5t', 'Isuzu FRR 650', 'QL1A_SOUTH', 'Tạ Quang Vũ'],
  ['47C20691', 'truck_over_3_5t', 'Hino 500 FG8JT7A', 'QL14', 'Cao Văn Lực'],
  ['47C31408', 'tractor', 'Howo T5G đầu kéo', 'QL14', 'Hà Văn Thịnh'],
  ['81C08853', 'truck_over_3_5t', 'Dongfeng B170', 'QL14', 'Đặng Thanh Sơn'],
  ['14C25716', 'truck_over_3_5t', 'Hyundai HD360', 'QL18', 'Bùi Xuân Trường'],
  ['14C17302', 'tanker', 'Hino FL xi téc 16 m³', 'QL18', 'Đỗ Mạnh Cường'],
  ['99C06247', 'truck_up_to_3_5t', 'Isuzu QKR 270', 'QL18', 'Nguyễn Hữu Nghĩa'],
];

/** The truck that crosses 4 h soon after the start and the one already past it (QL1A, long). */
const SCENARIOS: Partial<Record<string, Scenario>> = {
  '29H27053': 'long-drive-past',
  '37C15736': 'long-drive-soon',
};

/** Province part of the CCCD number: Hà Nội 001, TP.HCM 079, Hải Phòng 031, … */
const CARD_PROVINCE: Record<string, string> = {
  '29': '001',
  '15': '031',
  '34': '030',
  '51': '079',
  '72': '077',
  '60': '075',
  '35': '037',
  '36': '038',
  '37': '040',
  '90': '035',
  '43': '048',
  '92': '049',
  '76': '051',
  '62': '080',
  '63': '082',
  '65': '092',
  '47': '066',
  '81': '064',
  '14': '022',
  '99': '027',
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function driverOf(index: number, plate: string, fullname: string): DemoDriver {
  const number = index + 1;
  const province = CARD_PROVINCE[plate.slice(0, 2)] ?? '001';
  // CCCD: province, gender-and-century digit (0 man / 1 woman born 19xx), birth year, serial.
  const woman = fullname.includes(' Thị ');
  const birthYear = 70 + ((number * 7) % 28);
  return {
    username: `taixe${pad(number, 2)}`,
    fullname,
    card_id: `${province}${woman ? 1 : 0}${pad(birthYear, 2)}${pad(104729 * number, 6).slice(-6)}`,
    licence_number: `${province.slice(1)}${pad(number * 7919 + 120000, 10).slice(-10)}`,
  };
}

export const DEMO_TRUCKS: readonly DemoTruck[] = TRUCKS.map(
  ([plate, vehicle_type, model, highway, driverName], index) => ({
    plate,
    device_id: `demo-${pad(index + 1, 3)}`,
    name: `Xe ${pad(index + 1, 2)} · ${model.split(' ')[0]!}`,
    model,
    vehicle_type,
    highway,
    scenario: SCENARIOS[plate] ?? 'normal',
    odometer_km: 40_000 + ((index * 37_813) % 260_000),
    driver: driverOf(index, plate, driverName),
  }),
);
