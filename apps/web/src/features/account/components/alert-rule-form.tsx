import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ALERT_CHANNELS, SYSTEM_WARNING_TYPES, type TAlertRule } from '@fleet/contracts';
import { useTruckList } from '@/api/trucks';

interface Props {
  rule: TAlertRule;
  saving: boolean;
  onSave: (rule: TAlertRule) => void;
  testId: string;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((entry) => entry !== item);

/** One alert rule: kinds, trucks (all granted or some), channels and quiet hours. */
export function AlertRuleForm({ rule, saving, onSave, testId }: Props) {
  const { t } = useTranslation('account');
  const { t: tWarning } = useTranslation('warning');
  const [draft, setDraft] = useState(rule);
  const trucks = useTruckList();
  const chosenTrucks = (trucks.data ?? []).filter((truck) => draft.truck_ids?.includes(truck.id));
  return (
    <Stack spacing={2} data-testid={testId}>
      <FormGroup>
        <FormLabel>{t('alertRules.kinds')}</FormLabel>
        {SYSTEM_WARNING_TYPES.map((kind) => (
          <FormControlLabel
            key={kind}
            label={tWarning(`types.${kind}`)}
            control={
              <Checkbox
                size="small"
                checked={draft.kinds.includes(kind)}
                onChange={(event) =>
                  setDraft({ ...draft, kinds: toggled(draft.kinds, kind, event.target.checked) })
                }
                slotProps={{ input: { 'data-testid': `${testId}-kind-${kind}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormGroup>
        <FormLabel>{t('alertRules.trucks')}</FormLabel>
        <RadioGroup
          value={draft.truck_ids === null ? 'all' : 'some'}
          onChange={(event) =>
            setDraft({ ...draft, truck_ids: event.target.value === 'all' ? null : [] })
          }
        >
          <FormControlLabel
            value="all"
            control={<Radio size="small" />}
            label={t('alertRules.allTrucks')}
          />
          <FormControlLabel
            value="some"
            control={<Radio size="small" />}
            label={t('alertRules.someTrucks')}
          />
        </RadioGroup>
        {draft.truck_ids !== null && (
          <Autocomplete
            multiple
            options={trucks.data ?? []}
            value={chosenTrucks}
            loading={trucks.isLoading}
            getOptionLabel={(truck) => truck.plate_display}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_event, next) =>
              setDraft({ ...draft, truck_ids: next.map((truck) => truck.id) })
            }
            renderInput={(params) => (
              <TextField {...params} size="small" label={t('alertRules.chooseTrucks')} />
            )}
          />
        )}
      </FormGroup>
      <FormGroup>
        <FormLabel>{t('alertRules.channels')}</FormLabel>
        {ALERT_CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            label={t(`alertRules.channel.${channel}`)}
            control={
              <Checkbox
                size="small"
                checked={draft.channels.includes(channel)}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    channels: toggled(draft.channels, channel, event.target.checked),
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormGroup>
        <FormControlLabel
          label={t('alertRules.quiet')}
          control={
            <Switch
              checked={draft.quiet_hours !== null}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  quiet_hours: event.target.checked ? { from: '22:00', to: '06:00' } : null,
                })
              }
            />
          }
        />
        {draft.quiet_hours && (
          <Stack direction="row" spacing={2}>
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                type="time"
                size="small"
                label={t(`alertRules.quiet${end === 'from' ? 'From' : 'To'}`)}
                value={draft.quiet_hours?.[end] ?? ''}
                onChange={(event) =>
                  draft.quiet_hours &&
                  setDraft({
                    ...draft,
                    quiet_hours: { ...draft.quiet_hours, [end]: event.target.value },
                  })
                }
              />
            ))}
          </Stack>
        )}
      </FormGroup>
      <Button
        variant="contained"
        disabled={saving}
        onClick={() => onSave(draft)}
        data-testid={`${testId}-save`}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('alertRules.save')}
      </Button>
    </Stack>
  );
}
