import type { TFunction } from 'i18next';
import type { TImage } from '@fleet/contracts';

/**
 * How an image is named in the history: a truck camera's by its channel, a driver's
 * proof-of-delivery photo as such, with its order, stop and driver.
 */
export function imageLabels(t: TFunction<'media'>, image: TImage) {
  const pod = image.proof_of_delivery;
  if (!pod)
    return {
      caption: t('filter.cameraNumber', { number: image.channel }),
      title: t('images.viewerTitle', { channel: image.channel, time: image.time }),
      alt: t('images.thumbAlt', { channel: image.channel, time: image.time }),
      detail: null,
    };
  return {
    caption: t('images.proofOfDelivery'),
    title: t('images.proofOfDeliveryTitle', { time: image.time }),
    alt: t('images.proofOfDeliveryAlt', { time: image.time }),
    detail: t('images.proofOfDeliveryOf', {
      order: pod.order_code ?? '',
      stop: t(`images.stop.${pod.stop}`),
      by: pod.taken_by,
    }),
  };
}
