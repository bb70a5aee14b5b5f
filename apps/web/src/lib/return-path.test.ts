import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/medical-history/abc', '/insurance-claim/1?tab=files#receipt', '/dashboard'])(
    'keeps the same-origin path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'javascript:alert(1)',
    'medical-history',
    '/',
    '',
    '/a\nb',
    42,
    null,
  ])('refuses %s', (value) => expect(safeReturnPath(value)).toBeNull());
});
