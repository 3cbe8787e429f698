import ExcelJS from 'exceljs';
import type { TNotice, TWarning } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/areas/operations/papers/paper-status.js';
import { assignDriver, createTruck, createUser } from '../factories.js';
import { feedBatch } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { PDF, postMultipart } from './multipart.js';

/** Stored as typed on a registration paper, compact; people read it as 60C-451.28. */
const STORED = '60C45128';
const SHOWN = '60C-451.28';

let fleet: TestConsole;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  fleet = await startTestConsole({ SMTP_URL: `${smtp.url}?from=canhbao@fleet.test` });
  const admin = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    fleet.call(method, url, { token: fleet.adminToken, body });
  expect(
    (await admin('PUT', '/api/warnings/mail_settings', { types: ['overspeed', 'paper_expiring'] }))
      .status,
  ).toBe(200);
  expect(
    (await admin('POST', '/warehouse/add_email', { email: 'dieuhanh@fleet.test' })).status,
  ).toBe(201);
});
afterAll(async () => {
  await fleet?.close();
  await smtp?.stop();
});

const post = (url: string, body: unknown) =>
  fleet.call('POST', url, { token: fleet.adminToken, body });
const notices = async (kind: string): Promise<TNotice[]> =>
  ((await post('/warehouse/notification_list', { limit: 100 })).body.data as TNotice[]).filter(
    (n) => n.kind === kind,
  );

/** What a person reads in a mail: its replay link keeps the stored plate as the URL's key. */
const textOf = (mail: string) => mail.replace(/\/location\/replay\?\S+/g, '');

describe('plates in what the console writes for people', () => {
  it('are in display form in warnings, notices, mails and the overspeed export', async () => {
    const truck = await createTruck(fleet, { plate: STORED });
    expect(truck.plate).toBe(STORED);
    const driver = await createUser(fleet);
    await assignDriver(fleet, truck.id, driver.username);
    const drive = streamBuilder('2025-11-20T01:00:00Z', 1).drive(1, 60).drive(1, 110).drive(1, 60);
    await feedBatch(fleet, truck, drive.fixes);

    const [overspeed] = (
      await post('/canh_bao/list_canh_bao', { plate: STORED, type: 'overspeed' })
    ).body.data as TWarning[];
    expect(overspeed!.params.plate).toBe(SHOWN);
    const [notice] = (await notices('overspeed_warning')).filter((n) => n.params.plate === SHOWN);
    expect(notice).toBeDefined();
    // The overspeed mail (in Vietnamese: no English kind in it) names the truck in display form.
    const mail = await smtp.waitFor((m) => m.data.includes('Quá tốc độ') && m.data.includes(SHOWN));
    expect(textOf(mail.data)).not.toContain(STORED);

    const exported = await fleet.app.inject({
      method: 'POST',
      url: '/api/reports/b2-2/export',
      headers: { token: fleet.adminToken },
      payload: {
        start_time: '2025-11-20 00:00:00',
        end_time: '2025-11-20 23:59:59',
        plate: STORED,
      },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.find((row) => row.includes('Biển số xe'))!;
    const column = header.indexOf('Biển số xe');
    // The data rows are numbered (STT); a total row, where there is one, is not.
    const plates = rows.filter((row) => typeof row[0] === 'number').map((row) => row[column]);
    expect(plates.length).toBeGreaterThan(0);
    expect(new Set(plates)).toEqual(new Set([SHOWN]));
  });

  it('are in display form in a paper’s expiry warning, its notice and its mail', async () => {
    const today = fleet.services.time.toWire(new Date()).slice(0, 10);
    const added = await postMultipart(
      fleet,
      '/truck_info/add_paper',
      fleet.adminToken,
      { plate: STORED, type: 'road_fee', number: 'PD-7', expires_at: addDays(today, 5) },
      [{ field: 'files', name: 'phi-duong-bo.pdf', content: PDF }],
    );
    expect(added.status).toBe(201);
    await fleet.services.papers.check();

    const [notice] = (await notices('paper_expiring_warning')).filter((n) =>
      n.content.includes('PD-7'),
    );
    expect(notice!.content.startsWith(`${SHOWN}: `)).toBe(true);
    expect(notice!.params.owner).toBe(SHOWN);
    const mail = await smtp.waitFor((m) => m.data.includes('PD-7'));
    expect(mail.data).toContain(`Xe: ${SHOWN}`);
    expect(textOf(mail.data)).not.toContain(STORED);
  });
});
