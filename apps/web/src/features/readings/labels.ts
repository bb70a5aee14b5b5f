import { READING_UNIT_LABELS, type Reading } from '@sehat/shared';
import { useTranslation } from '@/lib/i18n/namespaces/readings';

type ReadingValue = Pick<
  Reading,
  'kind' | 'value' | 'diastolic' | 'pulse' | 'context' | 'entered_value' | 'entered_unit' | 'bmi'
>;

/**
 * How a reading's value reads (docs/decisions/052-readings.md), in the UI's language: '142/92 mmHg · pulse
 * 78/min', '142 mg/dL · After a meal', '101.3 °F (38.5 °C)', '70 kg · BMI 24.2'.
 */
export function useReadingText(): (reading: ReadingValue) => string {
  const { t } = useTranslation('readings');
  return (reading) => {
    const unit = READING_UNIT_LABELS[reading.kind];
    switch (reading.kind) {
      case 'blood_pressure': {
        const main = `${reading.value}/${reading.diastolic ?? '–'} ${unit}`;
        return reading.pulse === null ? main : `${main} · ${t('values.pulse', { value: reading.pulse })}`;
      }
      case 'blood_glucose':
        return reading.context
          ? `${reading.value} ${unit} · ${t(`contexts.${reading.context}`)}`
          : `${reading.value} ${unit}`;
      case 'temperature':
        return reading.entered_unit === 'F' && reading.entered_value !== null
          ? `${reading.entered_value} °F (${reading.value} °C)`
          : `${reading.value} ${unit}`;
      case 'weight':
        return reading.bmi === null
          ? `${reading.value} ${unit}`
          : `${reading.value} ${unit} · ${t('values.bmi', { value: reading.bmi })}`;
      default:
        return `${reading.value} ${unit}`;
    }
  };
}
