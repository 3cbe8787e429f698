import { describe, expect, it } from 'vitest';
import { reportRequest, type TReportDraft } from './report-request';

const draft: TReportDraft = {
  from: '2025-11-20 00:00:00',
  to: '2025-11-20 23:59:00',
  plate: '',
  driver: '',
  overLimitOnly: false,
  minStop: -1,
};
const period = { start_time: '2025-11-20 00:00:00', end_time: '2025-11-20 23:59:00' };

describe('reportRequest', () => {
  it('sends only the fields given', () => {
    expect(reportRequest('b5-1', draft)).toEqual(period);
    expect(reportRequest('b1-2', { ...draft, driver: 'an' })).toEqual({
      ...period,
      driver_name: 'an',
    });
  });

  it('leaves out what the report does not take', () => {
    const both = { ...draft, plate: '51C12345', driver: 'an', overLimitOnly: true, minStop: 15 };
    expect(reportRequest('b5-2', both)).toEqual({ ...period, driver_name: 'an' });
    expect(reportRequest('b5-1', both)).toEqual({ ...period, plate: '51C12345' });
    expect(reportRequest('b3', both)).toMatchObject({ over_limit_only: true });
    expect(reportRequest('b4', both)).toMatchObject({ min_stop_minutes: 15 });
    expect(reportRequest('b4', both)).not.toHaveProperty('over_limit_only');
  });

  it('needs a truck for B.1 and a forward period', () => {
    expect(reportRequest('b1', draft)).toBe('truckRequired');
    expect(reportRequest('b1', { ...draft, plate: '51C12345' })).toEqual({
      ...period,
      plate: '51C12345',
    });
    expect(reportRequest('b4', { ...draft, from: '2025-11-21 00:00:00' })).toBe('invalidRange');
  });
});
