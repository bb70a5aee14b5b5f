import { useTranslation } from '@/lib/i18n/namespaces/components';
import { STATE_NAMES, citiesOf, BOOKING_MESSAGES } from '@sehat/shared';
import type { Ref } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { messageGroup, messageText, type ShownMessage } from '@/lib/i18n/messages';

/** One controlled select: its value and handlers (a react-hook-form `field` fits), and its error. */
interface PlaceSelectBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's validation message for this field. */
  error?: string | undefined;
}

/** The placeholders and messages of the two selects. */
interface StateCityMessages {
  selectState: ShownMessage;
  selectStateFirst: ShownMessage;
  selectCity: ShownMessage;
}

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

const DEFAULT_MESSAGES: StateCityMessages = {
  selectState: bookingMessages.selectState,
  selectStateFirst: bookingMessages.selectStateFirst,
  selectCity: bookingMessages.selectCity,
};

interface StateCityFieldsProps {
  /** Prefix of the controls' ids: `<idPrefix>-state` and `<idPrefix>-city`. */
  idPrefix: string;
  /** Its onChange must also clear the city (and anything that depends on it, e.g. a hospital). */
  state: PlaceSelectBinding;
  city: PlaceSelectBinding;
  /** The triggers' refs (react-hook-form's `field.ref`, to focus a field with an error). */
  stateRef?: Ref<HTMLButtonElement>;
  cityRef?: Ref<HTMLButtonElement>;
  disabled: boolean;
  /** Mark both triggers `aria-required="true"`. */
  ariaRequired?: boolean;
  /** Show 'Select state first' as the city's hint while no state is chosen. */
  stateFirstHint?: boolean;
  /** When set, a state without city data shows this under City and disables it. */
  noCitiesMessage?: string;
  messages?: StateCityMessages;
}

/**
 * The required State → City select pair (docs/product.md#states-and-transitions, docs/product.md#limits-and-constants: the fixed list of Indian
 * states and their cities): City stays disabled until a state is chosen and
 * lists only that state's cities. Controlled; bind it to react-hook-form with
 * `useController` or to plain state.
 */
export function StateCityFields({
  idPrefix,
  state,
  city,
  stateRef,
  cityRef,
  disabled,
  ariaRequired = false,
  stateFirstHint = false,
  noCitiesMessage,
  messages = DEFAULT_MESSAGES,
}: StateCityFieldsProps) {
  const { t } = useTranslation('components');
  const stateId = `${idPrefix}-state`;
  const cityId = `${idPrefix}-city`;
  const cities = state.value ? citiesOf(state.value) : [];
  const noCities = Boolean(noCitiesMessage) && Boolean(state.value) && cities.length === 0;
  const cityHint = stateFirstHint && !state.value ? messageText(messages.selectStateFirst) : undefined;

  return (
    <>
      <FormField id={stateId} label={t('stateCityFields.state')} required error={state.error}>
        <Select value={state.value} disabled={disabled} onValueChange={state.onChange}>
          <FormControl>
            <SelectTrigger
              aria-required={ariaRequired ? 'true' : undefined}
              ref={stateRef}
              onBlur={state.onBlur}
              className="w-full"
            >
              <SelectValue placeholder={messageText(messages.selectState)} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {STATE_NAMES.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>

      <FormField
        id={cityId}
        label={t('stateCityFields.city')}
        required
        hint={cityHint}
        error={city.error ?? (noCities ? noCitiesMessage : undefined)}
      >
        <Select
          value={city.value}
          disabled={disabled || !state.value || noCities}
          onValueChange={city.onChange}
        >
          <FormControl>
            <SelectTrigger
              aria-required={ariaRequired ? 'true' : undefined}
              ref={cityRef}
              onBlur={city.onBlur}
              className="w-full"
            >
              <SelectValue
                placeholder={messageText(state.value ? messages.selectCity : messages.selectStateFirst)}
              />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {cities.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    </>
  );
}
