import { useRef, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useUploadAvatar } from '../api';
import { errorText } from '@/i18n';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

interface Props {
  value: string | null;
  onChange: (url: string | null) => void;
  name: string;
  onBusyChange?: (busy: boolean) => void;
}

/** Uploads the picked image at once and keeps its URL; the server judges the type by content. */
export function AvatarField({ value, onChange, name, onBusyChange }: Props) {
  const { t } = useTranslation('users');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);

  const uploadError = (cause: unknown) => {
    if (cause instanceof ApiError && cause.status === 413) return t('avatar.tooLarge');
    if (cause instanceof ApiError && cause.status === 415) return t('avatar.wrongType');
    return errorText(t, cause);
  };

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.type && !ACCEPTED_TYPES.includes(file.type)) return setError(t('avatar.wrongType'));
    if (file.size > MAX_BYTES) return setError(t('avatar.tooLarge'));
    setError(null);
    onBusyChange?.(true);
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (cause) => setError(uploadError(cause)),
      onSettled: () => onBusyChange?.(false),
    });
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative' }}>
        <Avatar
          src={value ?? undefined}
          alt={name}
          sx={{ width: 72, height: 72 }}
          data-testid="user-form-avatar-preview"
        />
        {upload.isPending && (
          <CircularProgress
            size={72}
            sx={{ position: 'absolute', top: 0, left: 0 }}
            aria-label={t('avatar.uploading')}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">{t('avatar.label')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
            data-testid="user-form-avatar-choose"
          >
            {value ? t('avatar.change') : t('avatar.choose')}
          </Button>
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange(null)}>
              {t('avatar.remove')}
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          hidden
          data-testid="user-form-avatar"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ?? (upload.isPending ? t('avatar.uploading') : t('avatar.hint'))}
        </FormHelperText>
      </Box>
    </Stack>
  );
}
