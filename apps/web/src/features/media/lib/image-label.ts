import type { TFunction } from 'i18next';
import type { TImage } from '@fleet/contracts';

/**
 * How an image is named in the history: a truck camera's by its channel, a driver's photo at
 * a trip stop as proof of pick-up or delivery, with its order, stop and the driver's full name
 * (`login`: their login, shown only on hover; the login stands in when the account has no name).
 */
export function imageLabels(t: TFunction<'media'>, image: TImage) {
  const pod = image.proof_of_delivery;
  if (!pod)
    return {
      caption: t('filter.cameraNumber', { number: image.channel }),
      title: t('images.viewerTitle', { channel: image.channel, time: image.time }),
      alt: t('images.thumbAlt', { channel: image.channel, time: image.time }),
      detail: null,
      login: null,
    };
  const what = t(`images.proofOfDelivery.${pod.stop}`);
  const named = {
    what,
    stop: t(`images.stop.${pod.stop}`),
    by: pod.taken_by_name ?? pod.taken_by,
  };
  return {
    caption: what,
    title: t('images.proofOfDeliveryTitle', { what, time: image.time }),
    alt: t('images.proofOfDeliveryAlt', { what, time: image.time }),
    detail: pod.order_code
      ? t('images.proofOfDeliveryOf', { ...named, order: pod.order_code })
      : t('images.proofOfDeliveryNoOrder', named),
    login: pod.taken_by,
  };
}
