import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentTruck } from '@fleet/contracts';
import type { LiveTruckStore } from '@/lib/live';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { relativeTime } from '@/lib/format';
import { useReverseAddress } from '../api';
import { addressCell, listedAddress, statusSince } from '../lib/truck-facts';
import { roundSpeed } from '../lib/truck-search';
import { ContinuousDriving } from './continuous-driving';
import { DetailRow } from './detail-card';

/**
 * The truck's address now: looked up for its current position, else the list's. The answer
 * goes into the store too, so the truck's row says what its card says.
 */
export function useTruckAddress(store: LiveTruckStore, truck: TCurrentTruck): string | null {
  const { i18n } = useTranslation();
  const cell = addressCell(truck.lat, truck.lon);
  const lookup = useReverseAddress(cell, i18n.language);
  const { id } = truck;
  const answer = lookup.data;
  const [lat, lon] = [cell?.lat ?? null, cell?.lon ?? null];
  useEffect(() => {
    if (answer) store.applyAddresses([{ id, lat, lon, address: answer }]);
  }, [store, id, lat, lon, answer]);
  return answer ?? listedAddress(truck);
}

/** "since 10:32 (25m ago)"; the date too when it is not today. */
export function useSinceText(truck: TCurrentTruck): string | null {
  const { t, i18n } = useTranslation('location');
  const { config } = useClientConfig();
  const since = statusSince(truck);
  if (!since) return null;
  const now = new Date();
  const full = displayTime(since, config.time_zone);
  const today = displayTime(now, config.time_zone).slice(0, 10);
  const time = full.startsWith(today) ? full.slice(11, 16) : full.slice(0, 16);
  return t('card.since', {
    time,
    ago: relativeTime(since, i18n.language, now, config.time_zone),
  });
}

/**
 * The facts a dispatcher scans first, as description rows: status and since when, driver,
 * speed, address. The hover card shows only these; the docked card adds more below.
 */
export function TruckFacts(props: { store: LiveTruckStore; truck: TCurrentTruck; testId: string }) {
  const { store, truck, testId } = props;
  const { t } = useTranslation('location');
  const since = useSinceText(truck);
  const address = useTruckAddress(store, truck);
  const speed = roundSpeed(truck.speed_kmh);
  const driver = truck.driver_name ?? truck.current_driver;
  return (
    <>
      <DetailRow label={t('card.status')}>
        <span data-testid={`${testId}-status`}>
          {t(`live:status.${truck.status}`)}
          {since && ` · ${since}`}
        </span>
      </DetailRow>
      <DetailRow label={t('card.driver')}>{driver ?? t('card.unknown')}</DetailRow>
      {truck.continuous_driving_s > 0 && (
        <DetailRow label={t('driving.label')}>
          <ContinuousDriving truck={truck} testId={`${testId}-driving`} />
        </DetailRow>
      )}
      <DetailRow label={t('card.speed')}>
        <span data-testid={`${testId}-speed`}>
          {speed === null ? t('card.unknown') : t('speed', { speed })}
        </span>
      </DetailRow>
      {address && (
        <DetailRow label={t('card.address')}>
          <span data-testid={`${testId}-address`}>{address}</span>
        </DetailRow>
      )}
    </>
  );
}
