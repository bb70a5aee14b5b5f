import { READING_CATALOGUE, READING_KINDS } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import english from '@/locales/en/readings.json';
import hindi from '@/locales/hi/readings.json';

describe('the guideline a target band comes from, as the Readings page names it', () => {
  it.each(READING_KINDS)('%s: the English is the catalogue’s own source, and Hindi has its words', (kind) => {
    expect(english.guidelines[kind]).toBe(READING_CATALOGUE[kind].source.guideline);
    expect(hindi.guidelines[kind]).toMatch(/[\u0900-\u097F]/);
  });
});
