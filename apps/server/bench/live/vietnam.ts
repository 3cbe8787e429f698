/**
 * Points along Vietnam from Hà Nội to Cà Mau: each lies near one of these towns on the
 * north–south corridor, so a whole-country view shows the trucks where a fleet would be.
 */
export const TOWNS: [number, number][] = [
  [21.03, 105.85], // Hà Nội
  [20.86, 106.68], // Hải Phòng
  [21.59, 105.84], // Thái Nguyên
  [19.81, 105.78], // Thanh Hóa
  [18.68, 105.68], // Vinh
  [16.46, 107.59], // Huế
  [16.05, 108.2], // Đà Nẵng
  [13.78, 109.22], // Quy Nhơn
  [12.24, 109.19], // Nha Trang
  [11.94, 108.44], // Đà Lạt
  [10.96, 106.84], // Biên Hòa
  [10.78, 106.7], // TP. Hồ Chí Minh
  [10.35, 107.08], // Vũng Tàu
  [10.03, 105.78], // Cần Thơ
  [9.18, 105.15], // Cà Mau
];

/**
 * `count` positions spread over the towns, up to about 20 km around each (deterministic),
 * gathered towards each town's centre as fleets gather at depots: the distance from it
 * grows with the square of the rank, so at street zoom the centre shows a hundred trucks.
 */
export function spreadOverVietnam(count: number): { lat: number; lon: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const [lat, lon] = TOWNS[i % TOWNS.length]!;
    // Golden-angle spiral around the town, denser at its centre; the same every run.
    const k = Math.floor(i / TOWNS.length);
    const angle = k * 2.399963;
    const radius = 0.18 * ((k + 0.5) / Math.ceil(count / TOWNS.length)) ** 2;
    return { lat: lat + radius * Math.sin(angle), lon: lon + radius * Math.cos(angle) };
  });
}
