import { useState, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/vi';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import type { SxProps, Theme } from '@mui/material';
import {
  DISPLAY_DATE_FORMAT,
  DISPLAY_FORMAT,
  DISPLAY_FORMAT_SECONDS,
  fromPickerDate,
  fromPickerValue,
  INVALID_TIME,
  toPickerDate,
  toPickerValue,
} from '@/lib/company-time';
import { useClientConfig } from '@/lib/client-config';

/** The pickers' own words (calendar, clock, buttons) in the console's language. */
function PickerLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const vi = i18n.language !== 'en';
  const words = (vi ? viVN : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={vi ? 'vi' : 'en'}
      localeText={words}
    >
      {children}
    </LocalizationProvider>
  );
}

/**
 * Keeps the picker's own value while the text typed is no date yet: the form holds
 * `INVALID_TIME` then, and handing the picker a new invalid value would clear what was typed.
 */
function usePickerValue(
  value: string,
  toPicker: (value: string) => Dayjs | null,
  fromPicker: (value: Dayjs | null) => string,
) {
  const [own, setOwn] = useState<{ form: string; picker: Dayjs | null } | null>(null);
  const picker = own && own.form === value ? own.picker : toPicker(value);
  const change = (next: Dayjs | null) => {
    const form = fromPicker(next);
    setOwn({ form, picker: next });
    return form;
  };
  return { picker, change };
}

interface TFieldProps {
  label: string;
  /** Wire time `YYYY-MM-DD HH:mm:ss` (company zone), '' or `INVALID_TIME`. */
  value: string;
  /** Wire time, '' when cleared, `INVALID_TIME` while the text is no date. */
  onChange: (value: string) => void;
  /** The form's message for this field, or `true` to mark it without one. */
  error?: string | true;
  /** Helper text while the field has no error. */
  help?: string;
  /** Seconds too (`DD/MM/YYYY HH:mm:ss`), for ranges of a few seconds. */
  withSeconds?: boolean;
  testId?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** The field error: the form's own, or that the text typed is no date. */
function helperText(props: TFieldProps, invalid: string) {
  if (props.value === INVALID_TIME) return invalid;
  return typeof props.error === 'string' ? props.error : props.help;
}

function textFieldProps(props: TFieldProps, helper: string | undefined) {
  return {
    size: props.size,
    required: props.required,
    fullWidth: props.fullWidth,
    sx: props.sx,
    error: props.value === INVALID_TIME || Boolean(props.error),
    helperText: helper,
    slotProps: props.testId ? { htmlInput: { 'data-testid': props.testId } } : undefined,
  };
}

const MINUTE_VIEWS = ['year', 'month', 'day', 'hours', 'minutes'] as const;
const SECOND_VIEWS = [...MINUTE_VIEWS, 'seconds'] as const;

const KINDS = {
  dateTime: {
    format: DISPLAY_FORMAT,
    invalid: 'common:form.invalidDateTime',
    toPicker: toPickerValue,
    fromPicker: fromPickerValue,
  },
  date: {
    format: DISPLAY_DATE_FORMAT,
    invalid: 'common:form.invalidDate',
    toPicker: toPickerDate,
    fromPicker: fromPickerDate,
  },
} as const;

function PickerField({ kind, ...props }: TFieldProps & { kind: keyof typeof KINDS }) {
  const { t } = useTranslation();
  const timeZone = useClientConfig().config.time_zone;
  const { format, invalid, toPicker, fromPicker } = KINDS[kind];
  const { picker, change } = usePickerValue(
    props.value,
    (value) => toPicker(value, timeZone),
    // A value typed over a cleared field takes the seconds it does not show from the clock:
    // a field without seconds keeps the minute typed, never a second more.
    (value) =>
      fromPicker(
        value?.isValid() && !props.withSeconds ? value.startOf('minute') : value,
        timeZone,
      ),
  );
  const common = {
    label: props.label,
    value: picker,
    onChange: (next: Dayjs | null) => props.onChange(change(next)),
    timezone: timeZone,
    format,
    disabled: props.disabled,
    enableAccessibleFieldDOMStructure: false,
    slotProps: { textField: textFieldProps(props, helperText(props, t(invalid))) },
  } as const;
  return (
    <PickerLocale>
      {kind === 'date' ? (
        <DatePicker {...common} />
      ) : (
        <DateTimePicker
          {...common}
          ampm={false}
          {...(props.withSeconds
            ? { format: DISPLAY_FORMAT_SECONDS, views: SECOND_VIEWS }
            : { views: MINUTE_VIEWS })}
        />
      )}
    </PickerLocale>
  );
}

/**
 * Date and time as `DD/MM/YYYY HH:mm`, 24 h, on the company's clock whatever the browser's
 * locale and time zone. Typed section by section with the keyboard, or picked from the
 * calendar and clock (a dialog on touch screens).
 */
export function DateTimeField(props: TFieldProps) {
  return <PickerField kind="dateTime" {...props} />;
}

/** A calendar date as `DD/MM/YYYY`; the form holds `YYYY-MM-DD`. */
export function DateField(props: TFieldProps) {
  return <PickerField kind="date" {...props} />;
}
