import { add, differenceInYears, parseISO, subDays } from 'date-fns';
import { calendarDateOf } from '../time.js';
import {
  ADULT_AGE_YEARS,
  ADULT_RULES,
  DUE_WINDOW_DAYS,
  UIP_SCHEDULE,
  VACCINATION_REMINDER_DAYS,
  type Age,
  type Vaccine,
} from './catalogue.js';

/**
 * The vaccination calculator (docs/decisions/055-vaccinations.md): a pure function of the date of birth, the
 * doses given and today in the patient's zone. Nothing of it is stored: a corrected catalogue re-computes
 * every schedule.
 */

/**
 * Where a dose stands on `today`: `given`; `upcoming` before its due date; `due` from it to the end of its
 * window (the schedule's age range, else four weeks); `overdue` after that while the programme still gives
 * it; `missed` past the latest age it is given (ask the doctor about catch-up).
 */
export const VACCINE_DOSE_STATUSES = ['upcoming', 'due', 'overdue', 'missed', 'given'] as const;
export type VaccineDoseStatus = (typeof VACCINE_DOSE_STATUSES)[number];

/** One dose given, as the calculator needs it (`vaccine` null: a vaccine outside the catalogue). */
export interface GivenDose {
  id: string;
  vaccine: string | null;
  dose: number | null;
  given_on: string;
}

/** One line of a patient's schedule. Dates are `yyyy-MM-dd`. */
export interface ScheduleItem {
  vaccine: Vaccine;
  dose: number;
  /** The schedule's English name of the dose ('Pentavalent-2'); screens show the vaccine's name in their language. */
  label: string;
  /** `child`: the UIP schedule; `adult`: the vaccines advised to adults (HPV from 9 is listed here too). */
  audience: 'child' | 'adult';
  status: VaccineDoseStatus;
  /** Given only where applicable or as advised (JE, adult vaccines not yet started): never reminded. */
  optional: boolean;
  due_date: string;
  /** The latest date the programme gives it, where it says so. */
  latest_date: string | null;
  /** When the reminder reaches the bell: VACCINATION_REMINDER_DAYS before `due_date`. */
  remind_on: string;
  given_on: string | null;
  given_id: string | null;
}

export interface ScheduleInput {
  /** `yyyy-MM-dd`. */
  birthDate: string;
  /** FHIR administrative-gender; HPV is listed for `female`. */
  sex: string;
  given: readonly GivenDose[];
  /** `yyyy-MM-dd` in the patient's time zone. */
  today: string;
}

const day = (date: Date) => calendarDateOf(date);
const at = (birth: Date, age: Age) => add(birth, age);

function statusOf(today: string, due: string, windowEnd: string, latest: string | null): VaccineDoseStatus {
  if (today < due) return 'upcoming';
  if (latest !== null && today > latest) return 'missed';
  return today <= windowEnd ? 'due' : 'overdue';
}

function line(
  fields: Omit<ScheduleItem, 'remind_on' | 'given_on' | 'given_id' | 'latest_date'> & {
    latest_date?: string | null;
  },
): ScheduleItem {
  return {
    ...fields,
    latest_date: fields.latest_date ?? null,
    remind_on: day(subDays(parseISO(fields.due_date), VACCINATION_REMINDER_DAYS)),
    given_on: null,
    given_id: null,
  };
}

/** The UIP doses for a child born on `birth`: each given, upcoming, due, overdue or missed on `today`. */
function childSchedule(birth: Date, given: readonly GivenDose[], today: string): ScheduleItem[] {
  return UIP_SCHEDULE.map((dose) => {
    const dueDate = at(birth, dose.due);
    const due = day(dueDate);
    const latest = dose.latest ? day(subDays(at(birth, dose.latest), 1)) : null;
    const windowEnd = dose.until
      ? day(subDays(at(birth, dose.until), 1))
      : day(add(dueDate, { days: DUE_WINDOW_DAYS }));
    const item = line({
      vaccine: dose.vaccine,
      dose: dose.dose,
      label: dose.label,
      audience: 'child',
      status: statusOf(today, due, latest !== null && latest < windowEnd ? latest : windowEnd, latest),
      optional: dose.optional ?? false,
      due_date: due,
      latest_date: latest,
    });
    const record = given.find((g) => g.vaccine === dose.vaccine && g.dose === dose.dose);
    return record ? { ...item, status: 'given', given_on: record.given_on, given_id: record.id } : item;
  });
}

/** The doses of `vaccine` given, by dose number ascending. */
const dosesOf = (given: readonly GivenDose[], vaccine: Vaccine) =>
  given.filter((g) => g.vaccine === vaccine).sort((a, b) => (a.dose ?? 0) - (b.dose ?? 0));

/** The next dose of a series after the doses given (`months` from the first), or null when complete. */
function nextInSeries(
  vaccine: Vaccine,
  label: string,
  doses: readonly GivenDose[],
  months: readonly number[],
  start: Date,
  optionalUntilStarted: boolean,
): Omit<ScheduleItem, 'status' | 'remind_on' | 'given_on' | 'given_id' | 'latest_date'> | null {
  const next = (doses.at(-1)?.dose ?? 0) + 1;
  if (next > months.length) return null;
  const first = doses[0];
  const base = first ? parseISO(first.given_on) : start;
  return {
    vaccine,
    dose: next,
    label: `${label}-${next}`,
    audience: 'adult',
    optional: optionalUntilStarted && !first,
    due_date: day(add(base, { months: months[next - 1] ?? 0 })),
  };
}

/**
 * The adult vaccines' next doses (ADULT_RULES): `due` from the due date, else `upcoming` (shown within a year of
 * it); an adult vaccine is guidance, never `overdue`. HPV is listed from 9 for girls, so it is computed for
 * children too (`isAdult` false lists only it); its series has two doses when the first is given before 15,
 * three from 15 (a girl not yet started is counted by her age today).
 */
function adultSchedule(input: ScheduleInput, birth: Date, age: number, isAdult: boolean): ScheduleItem[] {
  const { given, today } = input;
  const birthday = (years: number) => add(birth, { years });
  const out: Omit<ScheduleItem, 'status' | 'remind_on' | 'given_on' | 'given_id' | 'latest_date'>[] = [];
  const lastOf = (vaccine: Vaccine) => dosesOf(given, vaccine).at(-1);
  const recurring = (vaccine: Vaccine, label: string, years: number, from: Date, optional: boolean) => {
    const last = lastOf(vaccine);
    out.push({
      vaccine,
      dose: (last?.dose ?? 0) + 1,
      label,
      audience: 'adult',
      optional,
      due_date: day(last ? add(parseISO(last.given_on), { years }) : from),
    });
  };
  if (isAdult) {
    recurring('td', 'Td', ADULT_RULES.tdEveryYears, birthday(ADULT_AGE_YEARS), false);
    const advisedFlu = age >= ADULT_RULES.influenzaAdvisedFromYears;
    recurring(
      'influenza',
      'Influenza',
      ADULT_RULES.influenzaEveryYears,
      birthday(advisedFlu ? ADULT_RULES.influenzaAdvisedFromYears : ADULT_AGE_YEARS),
      !advisedFlu && !lastOf('influenza'),
    );
    const hepb = nextInSeries(
      'hepb',
      'Hepatitis B',
      dosesOf(given, 'hepb'),
      ADULT_RULES.hepbSeriesMonths,
      birthday(ADULT_AGE_YEARS),
      true,
    );
    if (hepb) out.push(hepb);
    if (!lastOf('pneumococcal') && age >= ADULT_RULES.pneumococcalFromYears - ADULT_RULES.showYearsAhead)
      out.push({
        vaccine: 'pneumococcal',
        dose: 1,
        label: 'Pneumococcal',
        audience: 'adult',
        optional: false,
        due_date: day(birthday(ADULT_RULES.pneumococcalFromYears)),
      });
    if (age >= ADULT_RULES.zosterFromYears - ADULT_RULES.showYearsAhead) {
      const zoster = nextInSeries(
        'zoster',
        'Zoster',
        dosesOf(given, 'zoster'),
        ADULT_RULES.zosterSeriesMonths,
        birthday(ADULT_RULES.zosterFromYears),
        false,
      );
      if (zoster) out.push(zoster);
    }
  }
  const hpvDoses = dosesOf(given, 'hpv');
  const hpvAge = age >= ADULT_RULES.hpvFromYears && age <= ADULT_RULES.hpvUpToYears;
  if (input.sex === 'female' && (hpvAge || hpvDoses.length > 0)) {
    const firstHpv = hpvDoses[0];
    const ageAtFirst = firstHpv ? differenceInYears(parseISO(firstHpv.given_on), birth) : age;
    const hpv = nextInSeries(
      'hpv',
      'HPV',
      hpvDoses,
      ageAtFirst < ADULT_RULES.hpvThreeDosesFromYears
        ? ADULT_RULES.hpvTwoDoseSeriesMonths
        : ADULT_RULES.hpvThreeDoseSeriesMonths,
      birthday(ADULT_RULES.hpvFromYears),
      true,
    );
    if (hpv) out.push(hpv);
  }
  const horizon = day(add(parseISO(today), { years: ADULT_RULES.showYearsAhead }));
  return out
    .filter((item) => item.due_date <= horizon)
    .map((item) => line({ ...item, status: today < item.due_date ? 'upcoming' : 'due' }));
}

/**
 * A patient's vaccination schedule on `today`: under 18 the UIP doses (each with its status), and HPV for
 * girls from 9; from 18 the adult vaccines' next doses. Sorted by due date, the schedule's order kept
 * within a day. A date of birth after `today` gives an empty schedule.
 */
export function vaccinationSchedule(input: ScheduleInput): ScheduleItem[] {
  const birth = parseISO(input.birthDate);
  const today = parseISO(input.today);
  if (input.birthDate > input.today) return [];
  const age = differenceInYears(today, birth);
  const isAdult = age >= ADULT_AGE_YEARS;
  const items = [
    ...(isAdult ? [] : childSchedule(birth, input.given, input.today)),
    ...adultSchedule(input, birth, age, isAdult),
  ];
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.due_date.localeCompare(b.item.due_date) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The doses that need doing on `today` (the dashboard's and the bell's): not optional, and due, overdue, or
 * upcoming with its reminder date reached (a week before).
 */
export function dosesToAttend(items: readonly ScheduleItem[], today: string): ScheduleItem[] {
  return items.filter(
    (item) =>
      !item.optional &&
      (item.status === 'due' ||
        item.status === 'overdue' ||
        (item.status === 'upcoming' && item.remind_on <= today)),
  );
}

/**
 * Why a dose cannot be dated `givenOn` for a patient born on `birthDate` (null: not on file) on `today`: before
 * the birth or after today, as the message key of the refusal (a 400), or null when the date is fine.
 */
export function givenOnRefusal(
  givenOn: string,
  birthDate: string | null,
  today: string,
): 'vaccinations.givenOnFuture' | 'vaccinations.givenOnBeforeBirth' | null {
  if (givenOn > today) return 'vaccinations.givenOnFuture';
  if (birthDate !== null && givenOn < birthDate) return 'vaccinations.givenOnBeforeBirth';
  return null;
}
