/**
 * Corrections to the GeoNames places of Vietnam, by GeoNames id: English or French spellings
 * where Vietnamese has its own name, typing errors, and places filed under the wrong province.
 * `en` defaults to `vi`; `province` to the place's admin1 code (the former province,
 * vn-provinces.ts).
 */
export const VN_PLACE_FIXES: Readonly<
  Record<number, { vi: string; en?: string; province?: string }>
> = {
  1581130: { vi: 'Hà Nội', en: 'Hanoi' },
  1566083: { vi: 'Thành phố Hồ Chí Minh', en: 'Ho Chi Minh City' },
  1581298: { vi: 'Hải Phòng', en: 'Hai Phong' },
  1583992: { vi: 'Đà Nẵng', en: 'Da Nang' },
  1568574: { vi: 'Quy Nhơn', en: 'Quy Nhon' },
  1582886: { vi: 'Đồng Hới', en: 'Dong Hoi' },
  1583477: { vi: 'Điện Biên Phủ', en: 'Dien Bien Phu' },
  1582436: { vi: 'Đồng Xoài', en: 'Dong Xoai' },
  1585660: { vi: 'Châu Đốc', en: 'Chau Doc' },
  1568212: { vi: 'Sa Đéc', en: 'Sa Dec' },
  1586357: { vi: 'Cẩm Phả' },
  1568605: { vi: 'Quy Đạt' },
  // Tân Uyên, Bình Dương; GeoNames files it under Gia Lai.
  7910088: { vi: 'Uyên Hưng', province: '75' },
  1575965: { vi: 'Liễu Đề' },
  1582203: { vi: 'Đắk Mil' },
  1561914: { vi: 'Cái Đôi Vàm' },
  1588316: { vi: 'Bần Yên Nhân' },
  1582173: { vi: 'Đức Trọng' },
};

/** Words of an administrative unit that only lengthen a place name ("Thị Trấn Yên Minh"). */
export const VN_UNIT_PREFIX = /^(?:thị trấn|thành phố|thị xã|huyện|xã|phường)\s+/i;

/** Numbers GeoNames spells out in the districts of Thành phố Hồ Chí Minh ("Quận Một"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  một: 1,
  hai: 2,
  ba: 3,
  bốn: 4,
  năm: 5,
  sáu: 6,
  bảy: 7,
  tám: 8,
  chín: 9,
  mười: 10,
  'mười một': 11,
  'mười hai': 12,
};

/** "Quận Một" → "Quận 1", as the districts were written (they were abolished in July 2025). */
export function numberedDistrict(name: string): string {
  const m = /^Quận (.+)$/.exec(name);
  const n = m ? NUMBER_WORDS[m[1]!.toLowerCase()] : undefined;
  return n === undefined ? name : `Quận ${n}`;
}
