import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('common passwords', () => {
  it.each(['password', '12345678', 'Password', 'P@ssw0rd', 'drowssap', 'qwertyuiop', 'aaaaaaaa'])(
    'finds %s common',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Xe-tai-51D-2025', 'mật-khẩu-kho', 'taken-over-1', 'password-123'])(
    'lets %s pass',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});
