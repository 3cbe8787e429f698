import { describe, expect, it } from 'vitest';
import { ENDPOINTS, pathWith } from '@fleet/contracts';
import { AnswerMismatchError, checkedAnswer } from './endpoint-call';

const truck = {
  id: 1,
  plate: '51D12345',
  number: '51D-123.45',
};

describe('answers checked against their endpoint', () => {
  it('lets an answer of the contract through as it came', () => {
    const answer = { data: { deleted: 2 } };
    expect(checkedAnswer(ENDPOINTS.deleteTrucks, answer, true)).toBe(answer);
  });

  it('refuses an answer outside the contract, naming the endpoint and the field', () => {
    const wrong = { data: { deleted: 'two' } };
    expect(() => checkedAnswer(ENDPOINTS.deleteTrucks, wrong, true)).toThrow(AnswerMismatchError);
    expect(() => checkedAnswer(ENDPOINTS.deleteTrucks, wrong, true)).toThrow(
      /POST \/truck\/delete .*data\.deleted/,
    );
    expect(() => checkedAnswer(ENDPOINTS.truckList, { data: [truck] }, true)).toThrow(
      AnswerMismatchError,
    );
  });

  it('checks nothing in production', () => {
    const wrong = { data: { deleted: 'two' } };
    expect(checkedAnswer(ENDPOINTS.deleteTrucks, wrong, false)).toBe(wrong);
  });

  it('runs in tests with checking on', () => {
    expect(() => checkedAnswer(ENDPOINTS.deleteTrucks, {})).toThrow(AnswerMismatchError);
  });
});

describe('paths of a call', () => {
  it('fills and encodes the parameters', () => {
    expect(pathWith('/api/media/device-playbacks/:id/:file', { id: 7, file: 'a b.ts' })).toBe(
      '/api/media/device-playbacks/7/a%20b.ts',
    );
    expect(() => pathWith('/api/warnings/:id/image')).toThrow(/needs the parameter id/);
  });
});
