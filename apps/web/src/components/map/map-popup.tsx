import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMap, useMaplibre } from './map-context';

export interface TMapPopupProps {
  lat: number;
  lon: number;
  /** Called when the popup closes itself (Escape); the owner then unmounts it. */
  onClose: () => void;
  children: ReactNode;
  /** Pixels between the anchor and the popup's tip, e.g. half an icon. */
  offset?: number;
}

/**
 * A MapLibre popup whose content is React: the children render into the popup's own DOM
 * through a portal, so they keep the theme and translations. The content brings its own
 * close button (MapLibre's is English-only); Escape closes it too.
 */
export function MapPopup({ lat, lon, onClose, children, offset = 14 }: TMapPopupProps) {
  const map = useMap();
  const maplibre = useMaplibre();
  const [container] = useState(() => document.createElement('div'));
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const popup = new maplibre.Popup({
      closeButton: false,
      // The owner decides: a click on another marker replaces the popup instead.
      closeOnClick: false,
      offset,
      maxWidth: '300px',
    })
      .setDOMContent(container)
      .setLngLat([lon, lat])
      .addTo(map);
    return () => {
      popup.remove();
    };
  }, [map, maplibre, container, lat, lon, offset]);

  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    container.addEventListener('keydown', escape);
    return () => container.removeEventListener('keydown', escape);
  }, [container]);

  return createPortal(children, container);
}
