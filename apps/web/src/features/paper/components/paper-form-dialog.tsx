import { useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAPER_MAX_FILES, PAPER_TYPES, type TPaper } from '@fleet/contracts';
import { DateField } from '@/components/date-time-field';
import { FormDialog } from '@/components/form-dialog';
import { formGridSx, textFieldsOf } from '@/components/form-text-field';
import { plateOptions } from '@/components/plate-options';
import { useFormState } from '@/lib/use-form-state';
import { useDriverOptions, useTruckList } from '@/api/trucks';
import { useSavePaper } from '../api';
import {
  emptyPaperForm,
  MAX_MB,
  paperFormData,
  paperFormOf,
  paperServerErrors,
  validatePaperForm,
  type TPaperForm,
} from '../lib/paper-form-model';

interface Props {
  /** A driver licence (username) instead of a truck paper (plate). */
  licence: boolean;
  /** The paper edited in place; none: a new paper. */
  paper?: TPaper;
  onClose: (message?: string) => void;
}

export function PaperFormDialog({ licence, paper, onClose }: Props) {
  const { t } = useTranslation('paper');
  const { values, errors, setErrors, change, marked } = useFormState<TPaperForm>(() =>
    paper ? paperFormOf(paper) : emptyPaperForm(licence),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const trucks = useTruckList();
  const drivers = useDriverOptions();
  const save = useSavePaper();
  // A refusal that names fields shows on them; any other shows above the form.
  const failureFields = Object.keys(paperServerErrors(t, save.error, values)).length > 0;
  const field = textFieldsOf<keyof TPaperForm>({
    form: 'paper-form',
    values,
    errors,
    onChange: change,
  });

  const submit = () => {
    const found = validatePaperForm(t, values, files, paper?.id);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    save.mutate(
      {
        form: paperFormData(values, files, paper?.id),
        editing: Boolean(paper),
        onProgress: setProgress,
      },
      {
        onSuccess: () => onClose(paper ? t('form.updated') : t('form.created')),
        onError: (error) => setErrors(paperServerErrors(t, error, values)),
      },
    );
  };

  const driverChoices = drivers.data ?? [];
  return (
    <FormDialog
      id="paper-form"
      testId="paper-form"
      title={
        paper
          ? licence
            ? t('form.editLicenceTitle')
            : t('form.editTitle')
          : licence
            ? t('form.createLicenceTitle')
            : t('form.createTitle')
      }
      onSubmit={submit}
      onClose={() => onClose()}
      busy={save.isPending}
      failure={failureFields ? null : save.error}
      marked={marked}
      submitTestId="paper-form-save"
    >
      <Box sx={formGridSx}>
        {licence
          ? driverChoices.length > 0
            ? field('username', t('form.username'), {
                nativeSelect: true,
                children: [
                  <option key="" value="">
                    {t('form.chooseDriver')}
                  </option>,
                  ...driverChoices.map((driver) => (
                    <option key={driver.username} value={driver.username}>
                      {driver.fullname
                        ? `${driver.fullname} (${driver.username})`
                        : driver.username}
                    </option>
                  )),
                ],
              })
            : field('username', t('form.username'))
          : field('plate', t('form.plate'), {
              nativeSelect: true,
              children: plateOptions(trucks.data, t('form.choosePlate')),
            })}
        {!licence &&
          field('type', t('form.type'), {
            nativeSelect: true,
            children: PAPER_TYPES.filter((type) => type !== 'driver_licence').map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            )),
          })}
        {field('number', t('form.number'))}
        {(['issued_at', 'expires_at'] as const).map((name) => (
          <DateField
            key={name}
            label={t(name === 'issued_at' ? 'form.issuedAt' : 'form.expiresAt')}
            value={values[name]}
            onChange={(value) => change(name, value)}
            error={errors[name]}
            testId={`paper-form-${name.replace('_', '-')}`}
          />
        ))}
        {field('note', t('form.note'), { wide: true, multiline: true, minRows: 2 })}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="body2" color="text.secondary">
            {t('form.files', { count: PAPER_MAX_FILES, mb: MAX_MB })}
          </Typography>
          <Button component="label" variant="outlined" size="small" sx={{ mt: 0.5 }}>
            {t('form.chooseFiles')}
            <input
              hidden
              multiple
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              data-testid="paper-form-files"
              onChange={(event) => {
                setFiles([...(event.target.files ?? [])]);
                setErrors(({ files: _gone, ...rest }) => rest);
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {files.length > 0
              ? files.map((file) => file.name).join(', ')
              : paper
                ? t('form.keepFiles', { names: paper.files.map((file) => file.name).join(', ') })
                : t('form.noFiles')}
          </Typography>
          {save.isPending && files.length > 0 && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={t('form.uploading')}
              data-testid="paper-upload-progress"
              sx={{ mt: 1 }}
            />
          )}
          {errors.files && (
            <Typography color="error" variant="body2" role="alert">
              {errors.files}
            </Typography>
          )}
        </Box>
      </Box>
    </FormDialog>
  );
}
