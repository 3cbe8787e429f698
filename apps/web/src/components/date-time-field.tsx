import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/vi';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import {
  IconButton,
  InputAdornment,
  Popover,
  TextField,
  type SxProps,
  type Theme,
} from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { fromPickerValue, INVALID_TIME, toPickerValue } from '@/lib/company-time';
import {
  dateTextFormat,
  dateTextMessage,
  dateTextOf,
  parseDateText,
  stepDateText,
  type TDateTextKind,
  type TDateTextOptions,
} from '@/lib/date-text';
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

interface TFieldProps {
  label: string;
  /** The input's id (its helper text is `<id>-helper-text`). */
  id?: string;
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

const MINUTE_VIEWS = ['year', 'month', 'day', 'hours', 'minutes'] as const;
const SECOND_VIEWS = [...MINUTE_VIEWS, 'seconds'] as const;

interface TCalendarProps {
  options: TDateTextOptions;
  /** What the field holds: `YYYY-MM-DD`, wire time or ''. */
  value: string;
  timeZone: string;
  anchor: HTMLElement | null;
  onPick: (value: string) => void;
  onClose: () => void;
}

/** The calendar (and clock) under the field, for the mouse and the phone. */
function CalendarPopup({ options, value, timeZone, anchor, onPick, onClose }: TCalendarProps) {
  const wire = value.length === 10 ? `${value} 00:00:00` : value;
  const common = {
    defaultValue: toPickerValue(wire, timeZone),
    timezone: timeZone,
    closeOnSelect: true,
    displayStaticWrapperAs: 'mobile',
    slotProps: { actionBar: { actions: ['cancel', 'accept'] as PickersActionBarAction[] } },
    onClose,
    onAccept: (picked: Dayjs | null) => {
      if (!picked?.isValid()) return onClose();
      const time = fromPickerValue(
        options.withSeconds ? picked : picked.startOf('minute'),
        timeZone,
      );
      onPick(options.kind === 'date' ? time.slice(0, 10) : time);
    },
  } as const;
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <PickerLocale>
        {options.kind === 'date' ? (
          <StaticDatePicker {...common} />
        ) : (
          <StaticDateTimePicker
            {...common}
            ampm={false}
            views={options.withSeconds ? SECOND_VIEWS : MINUTE_VIEWS}
          />
        )}
      </PickerLocale>
    </Popover>
  );
}

/**
 * The text typed, what it holds for the form, and whether its problem is shown yet: while a
 * text is typed the form already holds `INVALID_TIME`, and the message waits for the field to
 * be left (or Enter).
 */
function useDateText(props: TFieldProps, options: TDateTextOptions) {
  const [own, setOwn] = useState<{ value: string; text: string } | null>(null);
  const [told, setTold] = useState(true);
  const text = own && own.value === props.value ? own.text : dateTextOf(props.value, options);
  /** A new text; `settled` when it is whole already (picked from the calendar). */
  const edit = (next: string, settled = false) => {
    const read = parseDateText(next, options);
    const value = read.ok ? read.value : INVALID_TIME;
    setOwn({ value, text: next });
    setTold(settled);
    props.onChange(value);
  };
  /** Left or Enter: the problem is told, a date typed another way is shown in the field's. */
  const settle = () => {
    setTold(true);
    const read = parseDateText(text, options);
    if (own && read.ok) setOwn({ value: read.value, text: dateTextOf(read.value, options) });
  };
  return { text, told, edit, settle };
}

/**
 * A date field typed as text, keyboard first: the whole text is read strictly
 * (lib/date-text.ts) on the company's calendar and clock whatever the browser's locale and
 * zone, and text that is no date is refused with what is wrong, never taken as another day.
 * ↑ and ↓ change the part at the caret; the calendar button opens a picker.
 */
function TextDateField({ kind, ...props }: TFieldProps & { kind: TDateTextKind }) {
  const { t } = useTranslation();
  const timeZone = useClientConfig().config.time_zone;
  const options: TDateTextOptions = { kind, withSeconds: props.withSeconds ?? false };
  const { text, told, edit, settle } = useDateText(props, options);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const read = parseDateText(text, options);
  const problem =
    !read.ok && (told || props.error !== undefined)
      ? dateTextMessage(t, read, options, text)
      : undefined;
  // On the field's root: the caret is read from the input itself.
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') settle();
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const at = input.current?.selectionStart ?? 0;
    const stepped = stepDateText(text, at, event.key === 'ArrowUp' ? 1 : -1, options);
    if (!stepped) return;
    event.preventDefault();
    caret.current = stepped.caret;
    edit(stepped.text);
  };
  const choose = t(kind === 'date' ? 'common:form.chooseDate' : 'common:form.chooseDateTime');

  return (
    <>
      <TextField
        id={props.id}
        label={props.label}
        value={text}
        onChange={(event) => edit(event.target.value)}
        onBlur={settle}
        onKeyDown={keyDown}
        inputRef={input}
        placeholder={dateTextFormat(options)}
        autoComplete="off"
        size={props.size}
        required={props.required}
        disabled={props.disabled}
        fullWidth={props.fullWidth}
        sx={props.sx}
        error={Boolean(problem) || Boolean(props.error)}
        helperText={problem ?? (typeof props.error === 'string' ? props.error : props.help)}
        slotProps={{
          htmlInput: props.testId ? { 'data-testid': props.testId } : undefined,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={choose}
                  disabled={props.disabled}
                  onClick={(event) => setAnchor(event.currentTarget)}
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {anchor && (
        <CalendarPopup
          options={options}
          value={read.ok ? read.value : ''}
          timeZone={timeZone}
          anchor={anchor}
          onPick={(value) => {
            setAnchor(null);
            edit(dateTextOf(value, options), true);
            input.current?.focus();
          }}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}

/**
 * Date and time as `DD/MM/YYYY HH:mm`, 24 h, on the company's clock whatever the browser's
 * locale and time zone. Typed as text, or picked from the calendar and clock.
 */
export function DateTimeField(props: TFieldProps) {
  return <TextDateField kind="dateTime" {...props} />;
}

/** A calendar date as `DD/MM/YYYY`; the form holds `YYYY-MM-DD`. */
export function DateField(props: TFieldProps) {
  return <TextDateField kind="date" {...props} />;
}
