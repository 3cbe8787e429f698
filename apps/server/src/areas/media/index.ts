/** The media area: what other areas may use of it. */
export type { SecretBox } from './cameras/secret-box.js';
export type { MediaHistoryService } from './media/media-history-service.js';
export type { MediaIntake } from './media/media-intake.js';
export type { ImageRow, MediaRepository } from './media/media-repository.js';
export type { MediaSigner } from './media/media-signer.js';
