import { describe, expect, it } from 'vitest';
import { dosesToAttend, givenOnRefusal, vaccinationSchedule, type ScheduleItem } from './schedule.js';

const child = (birthDate: string, today: string, given: ScheduleItem[] | [] = []) =>
  vaccinationSchedule({
    birthDate,
    sex: 'male',
    today,
    given: given.map((g) => ({ id: g.label, vaccine: g.vaccine, dose: g.dose, given_on: today })),
  });
const byLabel = (items: ScheduleItem[], status: ScheduleItem['status']) =>
  items.filter((item) => item.status === status).map((item) => item.label);

describe('the UIP calculator from a date of birth (docs/decisions/055-vaccinations.md)', () => {
  it('a newborn: BCG, OPV-0 and the hepatitis B birth dose due today, the 6-week doses upcoming', () => {
    const items = child('2026-11-27', '2026-11-27');
    expect(byLabel(items, 'due')).toEqual(['BCG', 'OPV-0', 'Hepatitis B birth dose']);
    const penta = items.find((item) => item.label === 'Pentavalent-1');
    expect(penta).toMatchObject({ status: 'upcoming', due_date: '2027-01-08', remind_on: '2027-01-01' });
    expect(items.every((item) => item.audience === 'child')).toBe(true);
  });

  it('a 10-week-old: the 10-week doses due, the 6-week ones overdue after four weeks, the birth doses missed or late', () => {
    const items = child('2026-09-18', '2026-11-27'); // 70 days
    expect(byLabel(items, 'due')).toEqual([
      'OPV-1',
      'Pentavalent-1',
      'Rotavirus-1',
      'PCV-1',
      'fIPV-1',
      'OPV-2',
      'Pentavalent-2',
      'Rotavirus-2',
    ]);
    expect(byLabel(items, 'missed')).toEqual(['OPV-0', 'Hepatitis B birth dose']);
    expect(byLabel(items, 'overdue')).toEqual(['BCG']);
    const tenWeeksLater = child('2026-09-18', '2026-12-25');
    expect(tenWeeksLater.find((item) => item.label === 'Pentavalent-1')?.status).toBe('overdue');
    expect(tenWeeksLater.find((item) => item.label === 'Pentavalent-3')?.status).toBe('due');
  });

  it('a 5-year-old: DPT booster-2 due, the earlier doses given or missed, Td upcoming', () => {
    const birth = '2021-11-20';
    const early = child(birth, '2026-11-27').filter((item) => item.due_date < '2026-01-01');
    const items = child(birth, '2026-11-27', early);
    expect(byLabel(items, 'due')).toEqual(['DPT booster-2']);
    expect(byLabel(items, 'upcoming')).toEqual(['Td (10 years)', 'Td (16 years)']);
    expect(byLabel(child(birth, '2026-11-27'), 'missed')).toEqual(
      expect.arrayContaining(['Pentavalent-3', 'fIPV-1', 'fIPV-2']),
    );
    expect(byLabel(child(birth, '2026-11-27'), 'overdue')).toEqual([
      'JE-1',
      'PCV booster',
      'fIPV-3',
      'JE-2',
      'DPT booster-1',
    ]);
  });

  it('a 9-month-old: MR-1, the PCV booster and the third fIPV dose to attend; JE-1 only where applicable', () => {
    const birth = '2026-02-27';
    const early = child(birth, '2026-11-27').filter((item) => item.due_date < '2026-11-01');
    const items = child(birth, '2026-11-27', early);
    expect(byLabel(items, 'due')).toEqual(['MR-1', 'JE-1', 'PCV booster', 'fIPV-3']);
    expect(items.find((item) => item.label === 'fIPV-3')).toMatchObject({
      optional: false,
      due_date: '2026-11-27',
    });
    expect(dosesToAttend(items, '2026-11-27').map((item) => item.label)).toEqual([
      'MR-1',
      'PCV booster',
      'fIPV-3',
    ]);
  });

  it('a 16-year-old girl: Td (16 years) due, HPV listed as advised, nothing upcoming in the child list', () => {
    const items = vaccinationSchedule({
      birthDate: '2010-11-20',
      sex: 'female',
      today: '2026-11-27',
      given: [],
    });
    const td16 = items.find((item) => item.label === 'Td (16 years)');
    expect(td16).toMatchObject({ status: 'due', due_date: '2026-11-20', optional: false });
    expect(items.find((item) => item.vaccine === 'hpv')).toMatchObject({
      optional: true,
      audience: 'adult',
      dose: 1,
    });
    expect(byLabel(items, 'upcoming')).toEqual([]);
  });

  it('a given dose is `given` with its date and id, whatever its age', () => {
    const items = vaccinationSchedule({
      birthDate: '2026-09-18',
      sex: 'male',
      today: '2026-11-27',
      given: [{ id: 'a', vaccine: 'penta', dose: 2, given_on: '2026-11-27' }],
    });
    expect(items.find((item) => item.label === 'Pentavalent-2')).toMatchObject({
      status: 'given',
      given_on: '2026-11-27',
      given_id: 'a',
    });
  });
});

describe('the adult list by age', () => {
  const adult = (
    birthDate: string,
    sex = 'male',
    given: { vaccine: string; dose: number; given_on: string }[] = [],
  ) =>
    vaccinationSchedule({
      birthDate,
      sex,
      today: '2026-11-27',
      given: given.map((g, i) => ({ id: String(i), ...g })),
    });

  it('a 30-year-old man: Td, and influenza and hepatitis B as advised; no child doses', () => {
    const items = adult('1996-05-01');
    expect(items.map((item) => [item.vaccine, item.status, item.optional])).toEqual([
      ['td', 'due', false],
      ['influenza', 'due', true],
      ['hepb', 'due', true],
    ]);
  });

  it('Td again 10 years after the last; the hepatitis B series 1 and 6 months after the first', () => {
    const items = adult('1996-05-01', 'male', [
      { vaccine: 'td', dose: 3, given_on: '2020-01-10' },
      { vaccine: 'hepb', dose: 1, given_on: '2026-11-01' },
    ]);
    expect(items.find((item) => item.vaccine === 'hepb')).toMatchObject({
      dose: 2,
      due_date: '2026-12-01',
      status: 'upcoming',
      optional: false,
    });
    expect(items.find((item) => item.vaccine === 'td')).toBeUndefined(); // due 2030: beyond a year ahead
  });

  it('a 66-year-old: influenza advised yearly, pneumococcal from 60, zoster from 50 (two doses)', () => {
    const items = adult('1960-03-01', 'female', [
      { vaccine: 'influenza', dose: 1, given_on: '2026-01-15' },
      { vaccine: 'zoster', dose: 1, given_on: '2026-10-01' },
    ]);
    expect(items.find((item) => item.vaccine === 'influenza')).toMatchObject({
      dose: 2,
      due_date: '2027-01-15',
      optional: false,
      status: 'upcoming',
    });
    expect(items.find((item) => item.vaccine === 'pneumococcal')).toMatchObject({
      due_date: '2020-03-01',
      status: 'due',
    });
    expect(items.find((item) => item.vaccine === 'zoster')).toMatchObject({
      dose: 2,
      due_date: '2026-12-01',
    });
    expect(items.find((item) => item.vaccine === 'hpv')).toBeUndefined();
  });

  it('a 49-year-old sees zoster coming within the year, pneumococcal not yet', () => {
    const items = adult('1977-06-01');
    expect(items.find((item) => item.vaccine === 'zoster')).toMatchObject({
      status: 'upcoming',
      due_date: '2027-06-01',
    });
    expect(items.find((item) => item.vaccine === 'pneumococcal')).toBeUndefined();
  });

  it('pneumococcal shows from 59 as coming at 60, and not at 58', () => {
    expect(adult('1967-06-01').find((item) => item.vaccine === 'pneumococcal')).toMatchObject({
      status: 'upcoming',
      due_date: '2027-06-01',
      optional: false,
    });
    expect(adult('1968-06-01').find((item) => item.vaccine === 'pneumococcal')).toBeUndefined();
  });

  it('HPV started before 15 takes two doses 6 months apart', () => {
    const started = adult('2012-03-01', 'female', [{ vaccine: 'hpv', dose: 1, given_on: '2026-09-01' }]);
    expect(started.find((item) => item.vaccine === 'hpv')).toMatchObject({
      dose: 2,
      label: 'HPV-2',
      due_date: '2027-03-01',
      optional: false,
    });
    const done = adult('2012-03-01', 'female', [
      { vaccine: 'hpv', dose: 1, given_on: '2025-09-01' },
      { vaccine: 'hpv', dose: 2, given_on: '2026-03-01' },
    ]);
    expect(done.find((item) => item.vaccine === 'hpv')).toBeUndefined();
  });

  it('HPV started from 15 takes three doses, at 2 and 6 months after the first', () => {
    const first = [{ vaccine: 'hpv', dose: 1, given_on: '2026-10-01' }];
    expect(adult('2006-03-01', 'female', first).find((item) => item.vaccine === 'hpv')).toMatchObject({
      dose: 2,
      due_date: '2026-12-01',
      status: 'upcoming',
    });
    const second = [...first, { vaccine: 'hpv', dose: 2, given_on: '2026-11-20' }];
    expect(adult('2006-03-01', 'female', second).find((item) => item.vaccine === 'hpv')).toMatchObject({
      dose: 3,
      label: 'HPV-3',
      due_date: '2027-04-01',
    });
  });

  it('HPV is listed for women up to 26, not from 27 unless started', () => {
    expect(adult('2000-01-01', 'female').find((item) => item.vaccine === 'hpv')).toMatchObject({
      dose: 1,
      optional: true,
      status: 'due',
    });
    expect(adult('1999-11-01', 'female').find((item) => item.vaccine === 'hpv')).toBeUndefined();
    expect(adult('2000-01-01', 'male').find((item) => item.vaccine === 'hpv')).toBeUndefined();
  });
});

describe('what needs attending today, and refused dates', () => {
  it('lists due and overdue doses, and upcoming ones from a week before; never optional or missed ones', () => {
    const items = child('2026-10-16', '2026-11-20'); // 5 weeks: the 6-week doses due in 7 days
    const attend = dosesToAttend(items, '2026-11-20').map((item) => item.label);
    expect(attend).toEqual(['BCG', 'OPV-1', 'Pentavalent-1', 'Rotavirus-1', 'PCV-1', 'fIPV-1']);
    expect(dosesToAttend(child('2026-10-16', '2026-11-19'), '2026-11-19').map((item) => item.label)).toEqual([
      'BCG',
    ]);
  });

  it('refuses a dose dated before the birth or after today', () => {
    expect(givenOnRefusal('2026-09-17', '2026-09-18', '2026-11-27')).toBe('vaccinations.givenOnBeforeBirth');
    expect(givenOnRefusal('2026-11-28', '2026-09-18', '2026-11-27')).toBe('vaccinations.givenOnFuture');
    expect(givenOnRefusal('2026-09-18', '2026-09-18', '2026-11-27')).toBeNull();
    expect(givenOnRefusal('2001-01-01', null, '2026-11-27')).toBeNull();
  });
});
