import { ZPaperResponse, type TPaper } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { PDF, PNG, postMultipart, type TFilePart } from './multipart.js';

describe('editing a paper in place', () => {
  let fleet: TestConsole;
  let paper: TPaper;
  beforeAll(async () => {
    fleet = await startTestConsole();
    await createTruck(fleet, { plate: '79C-100.01' });
    await createTruck(fleet, { plate: '79C-100.02' });
    const added = await postMultipart(
      fleet,
      '/truck_info/add_paper',
      fleet.adminToken,
      { plate: '79C10001', type: 'inspection', number: 'DK-1', expires_at: '2030-01-01' },
      [{ field: 'files', name: 'cu.pdf', content: PDF }],
    );
    expect(added.status).toBe(201);
    paper = ZPaperResponse.parse(added.body).data;
  });
  afterAll(() => fleet.close());

  const edit = (
    fields: Record<string, string>,
    files: TFilePart[] = [],
    token = fleet.adminToken,
  ) => postMultipart(fleet, '/truck_info/edit_paper', token, fields, files, 'PUT');
  const download = (url: string) =>
    fleet.app.inject({ method: 'GET', url, headers: { token: fleet.adminToken } });

  it('changes the fields and keeps the files when none are sent', async () => {
    const answer = await edit({
      id: String(paper.id),
      plate: '79C-100.02',
      type: 'road_fee',
      number: 'PD-2',
      issued_at: '2029-01-01',
      expires_at: '2031-06-30',
    });
    expect(answer.status).toBe(200);
    const edited = ZPaperResponse.parse(answer.body).data;
    expect(edited).toMatchObject({
      id: paper.id,
      plate: '79C10002',
      type: 'road_fee',
      number: 'PD-2',
      issued_at: '2029-01-01',
      expires_at: '2031-06-30',
      note: null,
    });
    expect(edited.files.map((f) => f.name)).toEqual(['cu.pdf']);
    const listed = await fleet.call('POST', '/truck_info/get_list_paper', {
      token: fleet.adminToken,
      body: { plate: '79C10002' },
    });
    expect(listed.body.data.map((p: TPaper) => [p.id, p.number])).toEqual([[paper.id, 'PD-2']]);
  });

  it('replaces the files with those sent, and the old ones are gone', async () => {
    const before = ZPaperResponse.parse(
      (await edit({ id: String(paper.id), plate: '79C10002', type: 'road_fee' })).body,
    ).data;
    const answer = await edit({ id: String(paper.id), plate: '79C10002', type: 'road_fee' }, [
      { field: 'files', name: 'moi.png', content: PNG },
    ]);
    expect(answer.status).toBe(200);
    const edited = ZPaperResponse.parse(answer.body).data;
    expect(edited.files.map((f) => [f.name, f.content_type])).toEqual([['moi.png', 'image/png']]);
    const fresh = await download(edited.files[0]!.url);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.equals(PNG)).toBe(true);
    expect((await download(before.files[0]!.url)).statusCode).toBe(404);
  });

  it('names the field of a bad value and refuses a file of another type', async () => {
    const badDates = await edit({
      id: String(paper.id),
      plate: '79C10002',
      type: 'road_fee',
      issued_at: '2031-01-01',
      expires_at: '2030-01-01',
    });
    expect(badDates.status).toBe(400);
    expect(badDates.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(badDates.body.error)).toContain('expires_at');
    const noId = await edit({ plate: '79C10002', type: 'road_fee' });
    expect(noId.status).toBe(400);
    expect(JSON.stringify(noId.body.error)).toContain('id');
    const fake = await edit({ id: String(paper.id), plate: '79C10002', type: 'road_fee' }, [
      { field: 'files', name: 'x.pdf', content: Buffer.from('MZ not a pdf at all') },
    ]);
    expect(fake.status).toBe(415);
    const unknown = await edit({ id: '999999', plate: '79C10002', type: 'road_fee' });
    expect(unknown.status).toBe(404);
  });

  it('is refused to a user without the paper page', async () => {
    const driver = await createUser(fleet);
    const answer = await edit(
      { id: String(paper.id), plate: '79C10002', type: 'road_fee', number: 'HACK' },
      [],
      driver.token,
    );
    expect(answer.status).toBe(403);
    const [still] = (
      await fleet.call('POST', '/truck_info/get_list_paper', {
        token: fleet.adminToken,
        body: { plate: '79C10002' },
      })
    ).body.data as TPaper[];
    expect(still!.number).not.toBe('HACK');
  });
});
