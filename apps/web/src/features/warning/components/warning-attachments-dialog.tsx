import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type TAlarmAttachment } from '@fleet/contracts';
import { errorText } from '@/i18n';
import { useWarningAttachments } from '../api';

/** One file: pictures inline, videos and sound playable, anything else a download. */
function AttachmentView({ file }: { file: TAlarmAttachment }) {
  const { t } = useTranslation('warning');
  const media = { maxWidth: '100%', maxHeight: '60vh', display: 'block' };
  return (
    <Box data-testid={`warning-attachment-${file.id}`}>
      <Typography variant="body2" sx={{ mb: 0.5, wordBreak: 'break-all' }}>
        {t(`attachments.kinds.${file.kind}`)} · {file.name} · {formatFileSize(file.size)}
      </Typography>
      {file.kind === 'image' && <Box component="img" src={file.url} alt={file.name} sx={media} />}
      {file.kind === 'video' && (
        <Box component="video" src={file.url} controls preload="metadata" sx={media} />
      )}
      {file.kind === 'audio' && <audio src={file.url} controls preload="metadata" />}
      <Link href={file.url} download={file.name} variant="body2">
        {t('attachments.download')}
      </Link>
    </Box>
  );
}

/** The files a dashcam uploaded for the warning's alarm (JT/T 808 active safety). */
export function WarningAttachmentsDialog({
  warningId,
  onClose,
}: {
  warningId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('warning');
  const files = useWarningAttachments(warningId);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="warning-files-title">
      <DialogTitle id="warning-files-title">{t('attachments.title')}</DialogTitle>
      <DialogContent>
        {files.isPending && <CircularProgress />}
        {files.isError && <Alert severity="error">{errorText(t, files.error)}</Alert>}
        {files.data?.length === 0 && <Alert severity="info">{t('attachments.empty')}</Alert>}
        <Stack spacing={2}>
          {files.data?.map((file) => (
            <AttachmentView key={file.id} file={file} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
