import { describe, expect, it } from 'vitest';
import { splitFullName } from './full-name.js';

describe('splitFullName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('Asha  Rani Verma')).toEqual({ first: 'Asha', last: 'Rani Verma' });
  });

  it('has no last name for a single word', () => {
    expect(splitFullName(' Priya ')).toEqual({ first: 'Priya', last: null });
  });
});
