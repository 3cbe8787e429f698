import type { TAlarmAttachment } from '@fleet/contracts';
import type { MediaSigner } from '../../media/index.js';
import type { Actor } from '../../accounts/index.js';
import type { AttachmentRepository } from './attachment-repository.js';

const kindOf = (contentType: string): TAlarmAttachment['kind'] =>
  contentType.startsWith('image/')
    ? 'image'
    : contentType.startsWith('video/')
      ? 'video'
      : contentType.startsWith('audio/')
        ? 'audio'
        : 'file';

/**
 * The files of a warning's alarm, for whoever may see the warning (its truck's grants, as
 * the warning list has them); each with a short-lived signed link, served by /api/media.
 */
export function alarmAttachmentService(deps: {
  warnings: { visible(actor: Actor, id: number): Promise<{ id: number }> };
  repository: AttachmentRepository;
  signer: MediaSigner;
}) {
  return {
    async list(actor: Actor, warningId: number): Promise<TAlarmAttachment[]> {
      const warning = await deps.warnings.visible(actor, warningId);
      const rows = await deps.repository.ofWarning(warning.id);
      return rows.map((row) => ({
        id: row.id,
        name: row.file_name,
        kind: kindOf(row.content_type),
        content_type: row.content_type,
        size: row.size,
        url: deps.signer.url(`alarm-${row.id}`),
      }));
    },
  };
}

export type AlarmAttachmentService = ReturnType<typeof alarmAttachmentService>;
