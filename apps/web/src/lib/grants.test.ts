import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@fleet/contracts';
import { mayCall } from './grants';

const reportPage = new Set(['management/driving-report']);

describe('mayCall', () => {
  it('follows the page of the route, admins holding every page', () => {
    expect(mayCall({ role: 'dispatcher' }, reportPage, ENDPOINTS.setDrivingException)).toBe(true);
    expect(mayCall({ role: 'dispatcher' }, new Set(), ENDPOINTS.setDrivingException)).toBe(false);
    expect(mayCall({ role: 'admin' }, new Set(), ENDPOINTS.setDrivingException)).toBe(true);
    expect(mayCall({ role: 'dispatcher' }, reportPage, ENDPOINTS.inspectorGrants)).toBe(false);
    expect(mayCall(null, reportPage, ENDPOINTS.abnormalActivity)).toBe(false);
  });

  it('lets an inspector call only the inspector reads, whatever pages they hold', () => {
    const inspector = { role: 'inspector' };
    expect(mayCall(inspector, reportPage, ENDPOINTS.abnormalActivity)).toBe(true);
    expect(mayCall(inspector, reportPage, ENDPOINTS.setDrivingException)).toBe(false);
    const playbackPage = new Set(['camera-play-back']);
    expect(mayCall(inspector, playbackPage, ENDPOINTS.startDevicePlayback)).toBe(true);
    expect(mayCall(inspector, playbackPage, ENDPOINTS.saveDevicePlayback)).toBe(false);
    expect(mayCall(inspector, playbackPage, ENDPOINTS.recordVideo)).toBe(false);
    expect(mayCall({ role: 'dispatcher' }, playbackPage, ENDPOINTS.saveDevicePlayback)).toBe(true);
  });
});
