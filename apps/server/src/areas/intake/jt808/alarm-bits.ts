/**
 * Bits of the JT/T 808 alarm word (2019 table 24) that become device alarms, in Traccar's
 * words (the `alarm` attribute and the `device_alarm` warnings of every protocol) and, where
 * Traccar reads a bit, as Traccar reads it: bit 7 (main power under voltage: the truck's
 * battery) is `lowBattery`, and the bits the standard leaves reserved that devices use for
 * vibration (15) and tampering (16, 17) are read so too. Left out: the pre-warnings (3, 13,
 * 14) and what the console judges itself from the fixes (daily driving 18, parking 19,
 * areas and routes 20–23).
 */
const ALARM_BITS: readonly (readonly [bit: number, alarm: string])[] = [
  [0, 'sos'],
  [1, 'overspeed'],
  [2, 'fatigueDriving'],
  [4, 'fault'], // GNSS module fault
  [5, 'gpsAntennaCut'], // GNSS antenna not connected
  [6, 'gpsAntennaCut'], // GNSS antenna short-circuited
  [7, 'lowBattery'], // main power under voltage
  [8, 'powerCut'], // main power off
  [9, 'fault'], // display
  [10, 'fault'], // TTS module
  [11, 'fault'], // camera
  [12, 'fault'], // IC card reader
  [15, 'vibration'],
  [16, 'tampering'],
  [17, 'tampering'],
  [24, 'fault'], // vehicle speed sensor
  [25, 'fuelLeak'], // abnormal fuel level
  [26, 'tampering'], // vehicle stolen
  [27, 'tampering'], // ignition without authorisation
  [28, 'movement'], // moved without authorisation
  [29, 'accident'], // collision
  [30, 'accident'], // rollover
];

const MASK = ALARM_BITS.reduce((mask, [bit]) => mask | (1 << bit), 0) >>> 0;

/** The alarms an alarm word raises, each once, in bit order. */
export function alarmsOf(word: number): string[] {
  if ((word & MASK) === 0) return [];
  const alarms: string[] = [];
  for (const [bit, alarm] of ALARM_BITS)
    if (word & (1 << bit) && !alarms.includes(alarm)) alarms.push(alarm);
  return alarms;
}

/** The `alarm` attribute of a fix (Traccar's form: words joined by commas), '' for none. */
export const alarmWordsOf = (word: number): string => alarmsOf(word).join(',');
