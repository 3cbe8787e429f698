import { describe, expect, it } from 'vitest';
import { exportSheet } from './export-excel';

type Row = { id: number; name: string; when: string | null; tags: string[] };

const rows: Row[] = [
  { id: 1, name: 'Xe 51C-123.45', when: '2025-01-02 03:04:05', tags: ['a'] },
  { id: 2, name: 'Xe 29H-678.90', when: null, tags: [] },
];

describe('exportSheet', () => {
  it('exports fields, plain renders and exportValue; drops columns with nothing to export', () => {
    const sheet = exportSheet<Row>(
      [
        { key: 'id', header: 'ID' },
        { key: 'name', header: 'Name', render: () => null },
        { key: 'tags', header: 'Tags', exportValue: (r) => r.tags.join(', ') },
        { key: 'label', header: 'Label', render: (r) => `#${r.id}` },
        { key: 'when', header: 'When' },
        { key: 'actions', header: 'Actions', render: () => ({}) as never },
      ],
      rows,
    );
    expect(sheet).toEqual([
      ['ID', 'Name', 'Tags', 'Label', 'When'],
      [1, 'Xe 51C-123.45', 'a', '#1', '2025-01-02 03:04:05'],
      [2, 'Xe 29H-678.90', '', '#2', null],
    ]);
  });
});
