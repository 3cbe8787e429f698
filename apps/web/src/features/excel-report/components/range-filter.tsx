import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '@/components/date-time-field';
import { rangeToWire, type TRangeInput } from '../lib/excel-range';

interface Props {
  initial: TRangeInput;
  onShow: (range: TRangeInput) => void;
  onReset: () => void;
}

/** Upload time from/to (company zone) and "Show"; "Last 48 hours" is the default. */
export function RangeFilter({ initial, onShow, onReset }: Props) {
  const { t } = useTranslation('excel-report');
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = rangeToWire(draft) !== null;
    setInvalid(!ok);
    if (ok) onShow(draft);
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
      data-testid="excel-filter"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <DateTimeField
          size="small"
          label={t('filter.start')}
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
          testId="excel-filter-start"
        />
        <DateTimeField
          size="small"
          label={t('filter.end')}
          value={draft.to}
          error={invalid ? t('filter.endBeforeStart') : undefined}
          onChange={(to) => setDraft({ ...draft, to })}
          testId="excel-filter-end"
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('filter.show')}
        </Button>
        <Button onClick={onReset}>{t('filter.last48h')}</Button>
      </Stack>
    </Paper>
  );
}
