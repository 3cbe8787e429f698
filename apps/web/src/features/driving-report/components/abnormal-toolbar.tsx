import { Chip, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ABNORMAL_TYPES, type TAbnormalType } from '@fleet/contracts';
import { ABNORMAL_SORTS, type TAbnormalKind, type TAbnormalSort } from '../lib/abnormal-view';

interface Props {
  counts: Record<TAbnormalType, number>;
  kind: TAbnormalKind;
  onKind: (kind: TAbnormalKind) => void;
  sort: TAbnormalSort;
  onSort: (sort: TAbnormalSort) => void;
}

/** Counts per kind on top, each a filter, and the order: newest or worst first. */
export function AbnormalToolbar({ counts, kind, onKind, sort, onSort }: Props) {
  const { t } = useTranslation('driving-report');
  const total = ABNORMAL_TYPES.reduce((sum, type) => sum + counts[type], 0);
  const chip = (value: TAbnormalKind, label: string, count: number) => (
    <Chip
      key={value}
      label={`${label} (${count})`}
      color={kind === value ? 'primary' : 'default'}
      variant={kind === value ? 'filled' : 'outlined'}
      onClick={() => onKind(value)}
      aria-pressed={kind === value}
      data-testid={`abnormal-kind-${value}`}
      data-count={count}
    />
  );
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, flex: 1 }}
      role="group"
      aria-label={t('abnormal.kinds')}
    >
      {chip('all', t('abnormal.all'), total)}
      {ABNORMAL_TYPES.map((type) => chip(type, t(`abnormal.types.${type}`), counts[type]))}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={sort}
        onChange={(_event, next: TAbnormalSort | null) => next && onSort(next)}
        aria-label={t('abnormal.sort')}
        sx={{ ml: 'auto' }}
      >
        {ABNORMAL_SORTS.map((option) => (
          <ToggleButton key={option} value={option} data-testid={`abnormal-sort-${option}`}>
            {t(`abnormal.sorts.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
