import { ZPaperListResponse, ZPaperResponse, type TWarning } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/areas/operations/papers/paper-status.js';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { PDF, PNG, postMultipart } from './multipart.js';

describe('vehicle papers', () => {
  let fleet: TestConsole;
  let today: string;
  beforeAll(async () => {
    fleet = await startTestConsole();
    today = fleet.services.time.toWire(new Date()).slice(0, 10);
  });
  afterAll(() => fleet.close());

  const addPaper = (
    fields: Record<string, string>,
    files = [{ field: 'files', name: 'giấy.pdf', content: PDF }],
  ) => postMultipart(fleet, '/truck_info/add_paper', fleet.adminToken, fields, files);
  const paperWarnings = async (): Promise<TWarning[]> =>
    (
      await fleet.call('POST', '/canh_bao/list_canh_bao', { token: fleet.adminToken, body: {} })
    ).body.data.filter((w: TWarning) => w.type.startsWith('paper_'));

  it('stores several files judged by content and serves them for download', async () => {
    await createTruck(fleet, { plate: '70C-100.00' });
    const added = await addPaper(
      { plate: '70C-100.00', type: 'registration', number: 'DK-001', issued_at: '2024-01-01' },
      [
        { field: 'files', name: 'mặt trước.pdf', content: PDF },
        { field: 'files', name: 'scan.png', content: PNG },
      ],
    );
    expect(added.status).toBe(201);
    const paper = ZPaperResponse.parse(added.body).data;
    expect(paper).toMatchObject({ plate: '70C10000', status: 'valid', expires_at: null });
    expect(paper.files.map((f) => [f.name, f.content_type])).toEqual([
      ['mặt trước.pdf', 'application/pdf'],
      ['scan.png', 'image/png'],
    ]);
    const download = await fleet.app.inject({
      method: 'GET',
      url: paper.files[0]!.url,
      headers: { token: fleet.adminToken },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('mặt trước.pdf'));
  });

  it('refuses a file of another type by content and a paper without files', async () => {
    await createTruck(fleet, { plate: '70C-200.00' });
    const fake = await addPaper({ plate: '70C20000', type: 'road_fee' }, [
      { field: 'files', name: 'x.pdf', content: Buffer.from('MZ not a pdf at all') },
    ]);
    expect(fake.status).toBe(415);
    const none = await addPaper({ plate: '70C20000', type: 'road_fee' }, []);
    expect(none.status).toBe(400);
    const badDate = await addPaper({
      plate: '70C20000',
      type: 'road_fee',
      expires_at: '2026-13-01',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.details[0].field).toBe('expires_at');
  });

  it('warns once as a paper enters the 30-day window and once when expired', async () => {
    await createTruck(fleet, { plate: '71C-100.00' });
    const soon = await addPaper({
      plate: '71C10000',
      type: 'inspection',
      number: 'KD-29',
      expires_at: addDays(today, 29),
    });
    const gone = await addPaper({
      plate: '71C10000',
      type: 'civil_liability_insurance',
      expires_at: addDays(today, -1),
    });
    await addPaper({ plate: '71C10000', type: 'road_fee', expires_at: addDays(today, 31) });
    expect(soon.body.data).toMatchObject({ status: 'expiring', days_left: 29 });
    expect(gone.body.data).toMatchObject({ status: 'expired', days_left: -1 });

    await fleet.services.papers.check();
    await fleet.services.papers.check();
    const warnings = await paperWarnings();
    expect(warnings.map((w) => w.type).sort()).toEqual(['paper_expired', 'paper_expiring']);
    expect(warnings.every((w) => w.plate === '71C10000')).toBe(true);
  });

  it('keeps driver licences by username and lists them apart', async () => {
    const driver = await createUser(fleet, { role: 'driver' });
    const added = await addPaper({
      username: driver.username,
      type: 'driver_licence',
      number: 'C-123',
      expires_at: addDays(today, 400),
    });
    expect(added.status).toBe(201);
    const drivers = ZPaperListResponse.parse(
      (
        await fleet.call('POST', '/truck_info/get_list_paper', {
          token: fleet.adminToken,
          body: { kind: 'driver' },
        })
      ).body,
    ).data;
    expect(drivers.map((p) => [p.username, p.plate])).toEqual([[driver.username, null]]);
    const noOwner = await addPaper({ type: 'driver_licence' });
    expect(noOwner.status).toBe(400);
  });

  it('warns of an expiring driver licence by the driver’s full name, not the login', async () => {
    const driver = await createUser(fleet, { role: 'driver', fullname: 'Trần Thị Giấy Phép' });
    await addPaper({
      username: driver.username,
      type: 'driver_licence',
      number: 'GPLX-77',
      expires_at: addDays(today, 10),
    });
    await fleet.services.papers.check();
    const warning = (await paperWarnings()).find((w) => w.content.includes('GPLX-77'));
    expect(warning?.content).toContain('Trần Thị Giấy Phép');
    expect(warning?.content).not.toContain(driver.username);
    expect(warning?.params).toMatchObject({ owner: 'Trần Thị Giấy Phép' });
  });

  it('deletes papers and their files', async () => {
    await createTruck(fleet, { plate: '72C-100.00' });
    const paper = ZPaperResponse.parse(
      (await addPaper({ plate: '72C10000', type: 'hull_insurance' })).body,
    ).data;
    const deleted = await fleet.call('POST', '/truck_info/delete_paper', {
      token: fleet.adminToken,
      body: { data: [paper.id] },
    });
    expect(deleted.body.data.deleted).toBe(1);
    const gone = await fleet.app.inject({
      method: 'GET',
      url: paper.files[0]!.url,
      headers: { token: fleet.adminToken },
    });
    expect(gone.statusCode).toBe(404);
  });
});
