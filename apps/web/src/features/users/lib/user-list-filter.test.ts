import { describe, expect, it } from 'vitest';
import { userListBody } from './user-list-filter';

describe('userListBody', () => {
  it('sends nothing when no filter is given', () => {
    expect(userListBody('  ', [])).toEqual({});
  });

  it('sends only the given filters, search trimmed', () => {
    expect(userListBody(' an ', [])).toEqual({ search: 'an' });
    expect(userListBody('', ['driver', 'warehouse_manager'])).toEqual({
      roles: ['driver', 'warehouse_manager'],
    });
  });
});
