import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE, RULE_TYPES, VEHICLE_TYPES, type TRule } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { formGridSx, textFieldsOf } from '@/components/form-text-field';
import { plateOptions } from '@/components/plate-options';
import { useFormState } from '@/lib/use-form-state';
import { useSession } from '@/lib/session';
import { useTruckList } from '@/api/trucks';
import { useAddRule, useEditRule } from '../api';
import {
  createRuleRequest,
  editRuleRequest,
  emptyRuleForm,
  ruleFormFrom,
  ruleServerErrors,
  validateRuleForm,
  type TRuleForm,
} from '../lib/rule-form-model';

interface Props {
  rule: TRule | null;
  onClose: (message?: string) => void;
}

export function RuleFormDialog({ rule, onClose }: Props) {
  const { t } = useTranslation('rule');
  const { user } = useSession();
  const { values, errors, setErrors, change, marked } = useFormState<TRuleForm>(() =>
    rule ? ruleFormFrom(rule) : emptyRuleForm(),
  );
  const trucks = useTruckList();
  const add = useAddRule();
  const edit = useEditRule();
  const failure = add.error ?? edit.error;
  // A refusal that names fields shows on them; any other shows above the form.
  const failureFields = Object.keys(ruleServerErrors(t, failure, values)).length > 0;
  const field = textFieldsOf<keyof TRuleForm>({
    form: 'rule-form',
    values,
    errors,
    onChange: (name, value) => change(name, value as never),
  });

  const submit = () => {
    const found = validateRuleForm(t, values, rule ?? undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: () => onClose(t(rule ? 'form.saved' : 'form.created')),
      onError: (error: unknown) => setErrors(ruleServerErrors(t, error, values)),
    };
    if (rule) edit.mutate(editRuleRequest(rule, values), handlers);
    else add.mutate(createRuleRequest(values), handlers);
  };

  // A rule for a vehicle type reaches every truck of it: only those who see all trucks set one.
  const mayTargetType = user?.role === ADMIN_ROLE;
  return (
    <FormDialog
      id="rule-form"
      testId="rule-form"
      title={rule ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={add.isPending || edit.isPending}
      failure={failureFields ? null : failure}
      marked={marked}
      submitTestId="rule-form-save"
    >
      <Box sx={formGridSx}>
        {!rule &&
          mayTargetType &&
          field('target', t('form.target'), {
            nativeSelect: true,
            children: [
              <option key="truck" value="truck">
                {t('form.targetTruck')}
              </option>,
              <option key="type" value="type">
                {t('form.targetType')}
              </option>,
            ],
          })}
        {values.target === 'truck'
          ? field('plate', t('form.plate'), {
              nativeSelect: true,
              disabled: Boolean(rule),
              children: plateOptions(trucks.data, t('form.choosePlate')),
            })
          : field('vehicle_type', t('form.vehicleType'), {
              nativeSelect: true,
              disabled: Boolean(rule),
              children: VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`vehicleTypes.${type}`)}
                </option>
              )),
            })}
        {field('type', t('form.type'), {
          nativeSelect: true,
          children: RULE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          )),
        })}
        {field('total_km', t('form.totalKm'), {
          required: true,
          htmlInput: { inputMode: 'numeric' },
        })}
        {field('last_service_km', t('form.lastServiceKm'), {
          help: t('form.lastServiceHelp'),
          htmlInput: { inputMode: 'numeric' },
        })}
        {field('note', t('form.note'), { wide: true, multiline: true, minRows: 2 })}
      </Box>
    </FormDialog>
  );
}
