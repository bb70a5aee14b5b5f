import {
  GEOLOCATION_OPTIONS,
  LOCATION_MESSAGES,
  geolocationErrorMessage,
  locationOutcome,
  type LatLng,
} from '@sehat/shared';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { fetchReverseGeocode } from '../api/get-reverse-geocode';
import { toastError, toastSuccess } from '@/lib/catalogue-toast';
import { messageGroup, shown } from '@/lib/i18n/messages';

const locationMessages = messageGroup('location', LOCATION_MESSAGES);

/** What a successful lookup found: the position, and our state/city when matched. */
export interface Located {
  position: LatLng;
  state: string | null;
  city: string | null;
}

/**
 * "Use my location" (docs/product.md#states-and-transitions 'Locating...', docs/product.md#data-calls browser geolocation, docs/product.md#location-messages):
 * asks the browser for a fresh high-accuracy position (10 000 ms timeout, no
 * cache), reverse-geocodes it through /api/geocode/reverse and shows the product's toasts. `onLocated` gets the position as soon as it is known (the
 * list can sort by distance even when geocoding fails) and the matched
 * state/city when there are some.
 */
export function useLocate(onLocated: (located: Located) => void) {
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      toast.error(locationMessages.unsupportedTitle, { description: locationMessages.unsupported });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const position = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        onLocated({ position, state: null, city: null });
        fetchReverseGeocode(position.lat, position.lng)
          .then((result) => {
            const outcome = locationOutcome(result);
            if (outcome.kind === 'error') {
              toastError(outcome);
              return;
            }
            toastSuccess(outcome);
            onLocated({ position, state: outcome.state, city: outcome.city });
          })
          .catch(() => {
            toast.error(locationMessages.fetchFailedTitle, { description: locationMessages.fetchFailed });
          })
          .finally(() => setLocating(false));
      },
      (error) => {
        toast.error(shown(geolocationErrorMessage(error.code)));
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  }, [onLocated]);

  return { locate, locating };
}
