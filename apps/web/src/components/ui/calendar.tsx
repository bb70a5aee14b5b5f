import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/common';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
import { hi } from 'react-day-picker/locale';
import { cn } from '@/lib/utils';

/**
 * A month calendar on react-day-picker, styled like the other primitives; in Hindi its month and weekday
 * names and its buttons' names are Hindi (react-day-picker's `hi` locale), its digits Western (docs/decisions/029-languages.md).
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const d = getDefaultClassNames();
  const { i18n } = useTranslation('common');
  return (
    <DayPicker
      {...(i18n.language === 'hi' ? { locale: hi } : {})}
      numerals="latn"
      showOutsideDays={showOutsideDays}
      className={cn('p-3', className)}
      classNames={{
        root: cn('w-fit', d.root),
        months: cn('relative flex flex-col gap-4', d.months),
        month: cn('flex w-full flex-col gap-4', d.month),
        nav: cn('absolute inset-x-0 top-0 flex items-center justify-between', d.nav),
        button_previous: cn(
          'inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40',
          d.button_previous,
        ),
        button_next: cn(
          'inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40',
          d.button_next,
        ),
        month_caption: cn('flex h-8 items-center justify-center text-sm font-medium', d.month_caption),
        weekdays: cn('flex', d.weekdays),
        weekday: cn('w-9 text-[0.8rem] font-normal text-muted-foreground', d.weekday),
        week: cn('mt-1 flex w-full', d.week),
        day: cn('size-9 p-0 text-center text-sm', d.day),
        day_button: cn(
          'inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none',
          d.day_button,
        ),
        selected: cn(
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
          d.selected,
        ),
        today: cn('[&>button]:font-semibold [&>button]:underline', d.today),
        outside: cn('text-muted-foreground opacity-50', d.outside),
        disabled: cn('text-muted-foreground opacity-40', d.disabled),
        hidden: cn('invisible', d.hidden),
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon className={cn('size-4', chevronClass)} aria-hidden="true" />
          ) : (
            <ChevronRightIcon className={cn('size-4', chevronClass)} aria-hidden="true" />
          ),
      }}
      {...props}
    />
  );
}
