import { useTranslation } from '@/lib/i18n/namespaces/appointments';
import { BOOKING_MESSAGES } from '@sehat/shared';
import { Link } from 'react-router';
import { FormControl, FormField } from '@/components/form-field';
import { StateCityFields } from '@/components/state-city-fields';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

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
 * State → City → Hospital/Clinic (docs/product.md#book-appointment, docs/product.md#states-and-transitions): city disabled
 * until a state ('Select state first'); hospital disabled until a city and
 * options exist ('Select city first', 'No clinics available', 'Select
 * hospital/clinic'), with the 'add a clinic' link when there are none.
 */
export function BookingPlaceFields(props: BookingPlaceFieldsProps) {
  const { t } = useTranslation('appointments');
  const { state, city, hospital, options, loadingOptions, disabled } = props;
  const noOptions = Boolean(city) && !loadingOptions && options.length === 0;
  const hospitalPlaceholder = !city
    ? messageText(bookingMessages.selectCityFirst)
    : noOptions
      ? messageText(bookingMessages.noClinics)
      : messageText(bookingMessages.selectClinic);

  return (
    <>
      <StateCityFields
        idPrefix="booking"
        disabled={disabled}
        state={{ value: state, onChange: props.onState }}
        city={{ value: city, onChange: props.onCity }}
        stateFirstHint
        noCitiesMessage={messageText(bookingMessages.noCities)}
        messages={bookingMessages}
      />

      <div className="sm:col-span-2">
        <FormField id="booking-hospital" label={t('bookingPlaceFields.hospitalClinic')} required>
          <div className="flex min-w-0 items-center gap-2">
            <Select
              value={hospital}
              disabled={disabled || !city || options.length === 0}
              onValueChange={props.onHospital}
            >
              <FormControl>
                <SelectTrigger className="w-full">
                  <SelectValue placeholder={hospitalPlaceholder} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {loadingOptions && <Spinner label={t('bookingPlaceFields.loadingClinics')} />}
          </div>
          {noOptions && (
            <p className="text-sm text-muted-foreground">
              {messageText(bookingMessages.noClinicsFound)}{' '}
              <Link to="/add-clinics" className="font-medium text-primary underline-offset-4 hover:underline">
                {messageText(bookingMessages.addClinicLink)}
              </Link>
              .
            </p>
          )}
        </FormField>
      </div>
    </>
  );
}
