import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { isCalendarDate, WARNING_STATUSES, WARNING_TYPES } from '@fleet/contracts';
import { DateField } from '@/components/date-time-field';
import { SearchField, SelectFilter } from '@/components/list-filters';

export interface TWarningFilterForm {
  plate: string;
  type: string;
  status: string;
  from: string;
  to: string;
}

interface Props {
  value: TWarningFilterForm;
  onChange: (value: TWarningFilterForm) => void;
  onCreate: () => void;
}

export function WarningFilters({ value, onChange, onCreate }: Props) {
  const { t } = useTranslation('warning');
  const set = (field: keyof TWarningFilterForm) => (text: string) =>
    onChange({ ...value, [field]: text });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      <SearchField
        value={value.plate}
        onChange={set('plate')}
        label={t('list.plate')}
        testId="warning-filter-plate"
        sx={{ minWidth: 160 }}
      />
      <SelectFilter
        id="warning-filter-type"
        label={t('list.type')}
        value={value.type}
        onChange={set('type')}
        testId="warning-filter-type"
        sx={{ minWidth: 180 }}
      >
        <option value="">{t('list.allTypes')}</option>
        {WARNING_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id="warning-filter-status"
        label={t('list.status')}
        value={value.status}
        onChange={set('status')}
        testId="warning-filter-status"
        sx={{ minWidth: 150 }}
      >
        <option value="">{t('list.allStatuses')}</option>
        {WARNING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </SelectFilter>
      <DateField
        size="small"
        label={t('list.from')}
        value={value.from}
        onChange={set('from')}
        testId="warning-filter-from"
        sx={{ width: 180 }}
      />
      <DateField
        size="small"
        label={t('list.to')}
        value={value.to}
        onChange={set('to')}
        testId="warning-filter-to"
        sx={{ width: 180 }}
      />
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={onCreate}
        data-testid="warning-create"
        sx={{ ml: { md: 'auto' } }}
      >
        {t('list.create')}
      </Button>
    </Stack>
  );
}

/** Only the filters given (spec 5); dates cover whole company-zone days. */
export function warningListBody(form: TWarningFilterForm) {
  const plate = form.plate.trim();
  return {
    ...(plate ? { plate } : {}),
    ...(form.type ? { type: form.type as never } : {}),
    ...(form.status ? { status: form.status as never } : {}),
    ...(isCalendarDate(form.from) ? { start_time: `${form.from} 00:00:00` } : {}),
    ...(isCalendarDate(form.to) ? { end_time: `${form.to} 23:59:59` } : {}),
  };
}
