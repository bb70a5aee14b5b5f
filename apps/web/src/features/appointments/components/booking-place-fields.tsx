import { BOOKING_MESSAGES, STATE_NAMES, citiesOf } from '@sehat/shared';
import { Link } from 'react-router';
import { FormRow } from '@/components/form-row';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';

/** A hospital the patient can pick: a built-in hospital or one of their clinics in the chosen city. */
export interface BookingOption {
  value: string;
  label: string;
}

interface BookingPlaceFieldsProps {
  state: string;
  city: string;
  hospital: string;
  options: BookingOption[];
  loadingOptions: boolean;
  disabled: boolean;
  onState: (state: string) => void;
  onCity: (city: string) => void;
  onHospital: (hospital: string) => void;
}

/**
 * State → City → Hospital/Clinic (spec §2 Book appointment, §4): city disabled
 * until a state ('Select state first'); hospital disabled until a city and
 * options exist ('Select city first', 'No clinics available', 'Select
 * hospital/clinic'), with the 'add a clinic' link when there are none.
 */
export function BookingPlaceFields(props: BookingPlaceFieldsProps) {
  const { state, city, hospital, options, loadingOptions, disabled } = props;
  const cities = state ? citiesOf(state) : [];
  const noCities = Boolean(state) && cities.length === 0;
  const noOptions = Boolean(city) && !loadingOptions && options.length === 0;
  const hospitalPlaceholder = !city
    ? BOOKING_MESSAGES.selectCityFirst
    : noOptions
      ? BOOKING_MESSAGES.noClinics
      : BOOKING_MESSAGES.selectClinic;

  return (
    <>
      <FormRow id="booking-state" label="State" required>
        <Select value={state} disabled={disabled} onValueChange={props.onState}>
          <SelectTrigger id="booking-state" className="w-full">
            <SelectValue placeholder={BOOKING_MESSAGES.selectState} />
          </SelectTrigger>
          <SelectContent>
            {STATE_NAMES.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormRow>

      <FormRow
        id="booking-city"
        label="City"
        required
        hint={!state ? BOOKING_MESSAGES.selectStateFirst : undefined}
        error={noCities ? BOOKING_MESSAGES.noCities : undefined}
      >
        <Select value={city} disabled={disabled || !state || noCities} onValueChange={props.onCity}>
          <SelectTrigger
            id="booking-city"
            className="w-full"
            aria-describedby={!state ? 'booking-city-hint' : undefined}
          >
            <SelectValue
              placeholder={state ? BOOKING_MESSAGES.selectCity : BOOKING_MESSAGES.selectStateFirst}
            />
          </SelectTrigger>
          <SelectContent>
            {cities.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormRow>

      <div className="sm:col-span-2">
        <FormRow id="booking-hospital" label="Hospital/Clinic" required>
          <div className="flex min-w-0 items-center gap-2">
            <Select
              value={hospital}
              disabled={disabled || !city || options.length === 0}
              onValueChange={props.onHospital}
            >
              <SelectTrigger id="booking-hospital" className="w-full">
                <SelectValue placeholder={hospitalPlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {loadingOptions && <Spinner label="Loading clinics" />}
          </div>
          {noOptions && (
            <p className="text-sm text-muted-foreground">
              {BOOKING_MESSAGES.noClinicsFound}{' '}
              <Link to="/add-clinics" className="font-medium text-primary underline-offset-4 hover:underline">
                {BOOKING_MESSAGES.addClinicLink}
              </Link>
              .
            </p>
          )}
        </FormRow>
      </div>
    </>
  );
}
