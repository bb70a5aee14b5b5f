import { BOOKING_MESSAGES, calendarDateOf } from '@sehat/shared';
import { parseISO } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { longDate } from '@/lib/i18n/dates';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { patientToday } from '@/lib/patient-today';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

/**
 * The calendar (react-day-picker and its date-fns locale, about 13 KB gzip) is fetched when the patient
 * points at or focuses the date button, not with Book Appointment (decision 033).
 */
const loadCalendar = () => import('@/components/ui/calendar');
const Calendar = lazy(async () => ({ default: (await loadCalendar()).Calendar }));

/** The patient's today (their time zone) as a local-midnight Date, for the calendar's "before today" rule. */
function todayAsLocalDate(): Date {
  return parseISO(patientToday());
}

type DateFieldProps = Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
};

/**
 * Appointment Date (docs/product.md#screens-and-routes): a single day picked in a calendar popover, days
 * before the patient's today disabled. `value` is `yyyy-MM-dd` or ''. The
 * id and aria props (from a FormControl) go to the button that opens it;
 * `aria-invalid`, which ARIA 1.2 does not allow on a button, becomes `data-invalid`.
 */
export function DateField({
  value,
  onChange,
  disabled,
  'aria-invalid': invalid,
  ...trigger
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const today = todayAsLocalDate();
  const selected = value ? parseISO(value) : undefined;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          {...trigger}
          type="button"
          variant="outline"
          disabled={disabled}
          // aria-invalid is not an attribute of buttons (ARIA 1.2); the red border comes from data-invalid.
          data-invalid={invalid || undefined}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          className={cn(
            'w-full justify-start font-normal data-[invalid]:border-destructive',
            !value && 'text-muted-foreground',
          )}
        >
          <CalendarIcon aria-hidden="true" />
          {value ? longDate(value) : messageText(bookingMessages.pickDate)}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label={messageText(bookingMessages.pickDate)}>
        <Suspense
          fallback={
            <div className="flex size-72 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <Calendar
            mode="single"
            selected={selected}
            defaultMonth={selected ?? today}
            startMonth={today}
            disabled={{ before: today }}
            onSelect={(date) => {
              if (!date) return;
              onChange(calendarDateOf(date));
              setOpen(false);
            }}
            autoFocus
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
