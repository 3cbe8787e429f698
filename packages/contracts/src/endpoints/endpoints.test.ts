import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS } from './accounts.js';
import { ALERT_ENDPOINTS } from './alerts.js';
import { AUTHORITY_ENDPOINTS } from './authority.js';
import { DRIVER_APP_ENDPOINTS } from './driver-app.js';
import { DRIVER_MESSAGE_ENDPOINTS } from './driver-messages.js';
import { FLEET_ENDPOINTS } from './fleet.js';
import { MEDIA_ENDPOINTS } from './media.js';
import { OPERATION_ENDPOINTS, STANDARD_REPORT_ENDPOINTS } from './operations.js';
import { ENDPOINTS, ENDPOINT_LIST } from './index.js';
import { INSPECTOR_ENDPOINTS } from './inspector.js';

describe('endpoint records', () => {
  it('name every route once: no name is shadowed by another area', () => {
    const areas = [
      ACCOUNT_ENDPOINTS,
      FLEET_ENDPOINTS,
      OPERATION_ENDPOINTS,
      MEDIA_ENDPOINTS,
      AUTHORITY_ENDPOINTS,
      INSPECTOR_ENDPOINTS,
      DRIVER_APP_ENDPOINTS,
      DRIVER_MESSAGE_ENDPOINTS,
      ALERT_ENDPOINTS,
    ];
    const names = areas.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ENDPOINTS)).toHaveLength(names.length);
  });

  it('hold each method and path once', () => {
    const keys = ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ENDPOINT_LIST).toHaveLength(
      Object.keys(ENDPOINTS).length + Object.keys(STANDARD_REPORT_ENDPOINTS).length * 2,
    );
  });

  it('describe the answer of every route that answers JSON', () => {
    // Files, exports, documentation, the live socket, Prometheus' text and the OsmAnd device
    // protocol answer
    // something zod does not describe; every other route names its answer.
    const NOT_JSON =
      /(\/export|\/download|\/template|\/:file|\/:id\/image|\/files\/:id|order_images\/:id|^\/osmand\/?|^\/api\/docs(\/\*)?|^\/api\/live|^\/metrics)$/;
    const undescribed = ENDPOINT_LIST.filter((e) => !e.response).map((e) => e.path);
    expect(undescribed.filter((path) => !NOT_JSON.test(path))).toEqual([]);
  });
});
