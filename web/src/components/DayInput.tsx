import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
// Inlined into the chunk of the page that has a date field, not into the app's one
// stylesheet (which blocks every page's first paint).
import datesStyles from '@mantine/dates/styles.css?inline';
import 'dayjs/locale/es';
import { dayFromText } from '@web/lib/date-text';

type Props = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'
> & {
  /** 'YYYY-MM-DD', or '' for none. */
  value?: string;
  /** The day picked or typed, as 'YYYY-MM-DD'; '' when the field is emptied. */
  onChange: (day: string) => void;
};

/** The names of the calendar's buttons, read by screen readers. */
const ARIA_LABELS = {
  monthLevelControl: 'Elegir mes',
  yearLevelControl: 'Elegir año',
  nextMonth: 'Mes siguiente',
  previousMonth: 'Mes anterior',
  nextYear: 'Año siguiente',
  previousYear: 'Año anterior',
  nextDecade: 'Década siguiente',
  previousDecade: 'Década anterior',
};

/**
 * A date field as Uruguay writes dates (issue 21): typed and shown as dd/mm/aaaa, a
 * calendar in Spanish that starts on Monday, whatever the browser's language (a native
 * date input follows the browser's). It takes and gives 'YYYY-MM-DD', as the forms send
 * it. Only the pages with a date field load it: @mantine/dates and dayjs stay off the
 * public pages.
 */
export function DayInput({ value, onChange, clearable, ...rest }: Props) {
  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <style href="mantine-dates" precedence="default">
        {datesStyles}
      </style>
      <DateInput
        placeholder="dd/mm/aaaa"
        autoComplete="off"
        ariaLabels={ARIA_LABELS}
        clearButtonProps={{ 'aria-label': 'Borrar la fecha' }}
        {...rest}
        clearable={clearable}
        allowDeselect={clearable}
        valueFormat="DD/MM/YYYY"
        dateParser={dayFromText}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
      />
    </DatesProvider>
  );
}
