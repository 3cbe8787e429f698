import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TTruckStatus } from '@fleet/contracts';
import {
  centredText,
  drawLabel,
  labelOrder,
  labelWidth,
  placeLabels,
  type TObstacle,
} from './plate-labels';
import { LEVEL_STRIDE } from './truck-clusters';
import { truckClusterSource } from './truck-cluster-source';
import {
  CONTINUOUS_DRIVING_COLORS,
  TRUCK_STATUS_COLORS,
  type TDrivingMark,
  type TOverlayTruck,
} from './truck-features';
import { TRUCK_ICON_RADIUS, TRUCK_ICON_SIZE, truckIcon } from './truck-icons';

/** What a pointer is over: a truck, or a cluster (with where it stands). */
export type TOverlayHit =
  | { kind: 'truck'; id: number }
  | { kind: 'cluster'; clusterId: number; build: number; lon: number; lat: number };

/** What the last drawing shows, for tests and benches (the overlay is pixels, not elements). */
export interface TDrawnTrucks {
  icons: { id: number; status: TTruckStatus; plate?: string; driving?: TDrivingMark }[];
  labels: { id: number; plate: string }[];
  clusters: { count: number }[];
}

/** The overlay's canvas element, carrying what it drew last. */
export type TTruckOverlayElement = HTMLCanvasElement & { drawnTrucks?: TDrawnTrucks };

/** A truck and where it stands on the screen, in CSS pixels. */
type TPlacedTruck = { truck: TOverlayTruck; x: number; y: number };

interface TDrawnMark {
  x: number;
  y: number;
  radius: number;
  hit: TOverlayHit;
}

export interface TTruckOverlayOptions {
  /** Group nearby trucks into counted circles below `clusterMaxZoom + 1`. */
  cluster: boolean;
  clusterMaxZoom: number;
  /** Cluster radius in pixels of a 512-pixel tile, as MapLibre's `clusterRadius`. */
  clusterRadius: number;
  testId: string;
  /** After a drawing that followed new trucks (`setTrucks`), with how many are held. */
  onTrucksDrawn?: (count: number) => void;
}

const CLUSTER_COLOR = 'rgba(25, 118, 210, 0.85)';
const COUNT_FONT = '600 12px system-ui, sans-serif';
const HALO_RADIUS = 20;

/** A cluster's count as MapLibre and supercluster write it: 950, 1.2k, 12k. */
export const abbreviatedCount = (count: number): string =>
  count >= 10_000
    ? `${Math.round(count / 1000)}k`
    : count >= 1000
      ? `${Math.round(count / 100) / 10}k`
      : String(count);

const clusterRadius = (count: number) =>
  count < 10 ? 14 : count < 100 ? 17 : count < 1000 ? 21 : 26;

/** The topmost mark (drawn last) within its radius of the point, if any. */
export function markAt(marks: readonly TDrawnMark[], x: number, y: number): TOverlayHit | null {
  for (let i = marks.length - 1; i >= 0; i--) {
    const mark = marks[i]!;
    const dx = mark.x - x;
    const dy = mark.y - y;
    if (dx * dx + dy * dy <= mark.radius * mark.radius) return mark.hit;
  }
  return null;
}

/**
 * Trucks drawn on a 2D canvas laid over the map, right above the map's own canvas (under
 * its markers and popups). A live update redraws this canvas only, never the WebGL map:
 * without a GPU a map frame costs tens of milliseconds of the page's main thread, while
 * these few hundred images cost one or two. The overlay follows the camera by drawing
 * again after each map frame. Clusters come from supercluster, the library MapLibre
 * clusters GeoJSON with, at the same radius and zooms, built in a worker
 * (truck-cluster-source.ts); until a build is done the clusters before it are drawn.
 */
export function truckOverlay(map: MapLibreMap, options: TTruckOverlayOptions) {
  const canvas: TTruckOverlayElement = document.createElement('canvas');
  canvas.dataset.testid = options.testId;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none';
  map.getCanvas().after(canvas);
  const context = canvas.getContext('2d');

  let trucks: TOverlayTruck[] = [];
  // A layer that never clusters starts no worker.
  const clusters = options.cluster
    ? truckClusterSource<TOverlayTruck>(
        { radius: options.clusterRadius, maxZoom: options.clusterMaxZoom },
        () => schedule(),
      )
    : null;
  /** Trucks were given while not clustering: the clusters are built when next needed. */
  let clustersBehind = false;
  let selectedId: number | null = null;
  let marks: TDrawnMark[] = [];
  let frame = 0;
  let newTrucks = false;
  let width = 0;
  let height = 0;

  const clustering = () => options.cluster && map.getZoom() < options.clusterMaxZoom + 1;

  function fitToMap(): void {
    const mapCanvas = map.getCanvas();
    width = mapCanvas.clientWidth;
    height = mapCanvas.clientHeight;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }

  /**
   * The view's bounds in degrees with a quarter of its size added on every side, and whether
   * the view itself goes round the world (zoomed far out).
   */
  function paddedView() {
    const bounds = map.getBounds();
    const padLon = (bounds.getEast() - bounds.getWest()) / 4;
    const padLat = (bounds.getNorth() - bounds.getSouth()) / 4;
    return {
      wraps: bounds.getWest() < -180 || bounds.getEast() > 180,
      west: bounds.getWest() - padLon,
      east: bounds.getEast() + padLon,
      south: bounds.getSouth() - padLat,
      north: bounds.getNorth() + padLat,
    };
  }

  /** The trucks in view (and an icon's size around it), with where they stand on screen. */
  function trucksInView(): TPlacedTruck[] {
    const shown: TPlacedTruck[] = [];
    const margin = TRUCK_ICON_SIZE;
    // Degrees first (cheap), then pixels for the trucks around the view.
    const { west, east, south, north } = paddedView();
    for (const truck of trucks) {
      if (truck.lon < west || truck.lon > east || truck.lat < south || truck.lat > north) continue;
      const { x, y } = map.project([truck.lon, truck.lat]);
      if (x >= -margin && y >= -margin && x <= width + margin && y <= height + margin)
        shown.push({ truck, x, y });
    }
    return shown;
  }

  /** Draws the clusters in view and answers the trucks in view that no cluster holds. */
  function drawClustersInView(
    context: CanvasRenderingContext2D,
    drawn: TDrawnTrucks,
  ): TPlacedTruck[] {
    if (!clusters) return trucksInView();
    if (clustersBehind) {
      clustersBehind = false;
      clusters.load(trucks);
    }
    const built = clusters.built();
    if (!built) return [];
    const singles: TPlacedTruck[] = [];
    const level = built.levels[Math.min(Math.floor(map.getZoom()), built.levels.length - 1)]!;
    // Around the whole world (zoomed far out) every entry is projected.
    const { west, east, south, north, wraps } = paddedView();
    for (let i = 0; i < level.length; i += LEVEL_STRIDE) {
      const lon = level[i]!;
      const lat = level[i + 1]!;
      if (lat < south || lat > north || (!wraps && (lon < west || lon > east))) continue;
      const count = level[i + 2]!;
      if (count > 1) {
        const { x, y } = map.project([lon, lat]);
        const clusterId = level[i + 3]!;
        drawCluster(context, x, y, count, abbreviatedCount(count));
        const hit = { kind: 'cluster' as const, clusterId, build: built.build, lon, lat };
        marks.push({ x, y, radius: clusterRadius(count), hit });
        drawn.clusters.push({ count });
      } else {
        // A lone truck stands where it said, not where the index rounded it to.
        const truck = built.trucks[level[i + 3]!];
        if (!truck) continue;
        const { x, y } = map.project([truck.lon, truck.lat]);
        singles.push({ truck, x, y });
      }
    }
    return singles;
  }

  function draw(): void {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (!context) return;
    // The map's 'resize' fits the canvas again; this is for a map laid out after creation.
    if (canvas.width === 0) fitToMap();
    const ratio = canvas.width / Math.max(width, 1);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const drawn: TDrawnTrucks = { icons: [], labels: [], clusters: [] };
    marks = [];

    const singles = clustering() ? drawClustersInView(context, drawn) : trucksInView();

    const selected = singles.find(({ truck }) => truck.id === selectedId);
    if (selected) drawHalo(context, selected.x, selected.y, selected.truck.status);
    const bearing = map.getBearing();
    for (const { truck, x, y } of singles) {
      drawTruck(context, truck, x, y, bearing);
      marks.push({ x, y, radius: TRUCK_ICON_RADIUS + 2, hit: { kind: 'truck', id: truck.id } });
      drawn.icons.push({
        id: truck.id,
        status: truck.status,
        ...(truck.plate ? { plate: truck.plate } : {}),
        ...(truck.driving ? { driving: truck.driving } : {}),
      });
    }

    // Plates at every zoom, thinned where they would overlap each other or a cluster's
    // count: the selected truck's first, then moving trucks' (plate-labels.ts).
    const candidates = labelOrder(
      singles.flatMap(({ truck, x, y }) =>
        truck.plate && x >= 0 && y >= 0 && x <= width && y <= height
          ? [{ id: truck.id, status: truck.status, plate: truck.plate, x, y }]
          : [],
      ),
      selectedId,
    );
    const clustersDrawn: TObstacle[] = marks.flatMap((mark) =>
      mark.hit.kind === 'cluster'
        ? [
            {
              left: mark.x - mark.radius,
              right: mark.x + mark.radius,
              top: mark.y - mark.radius,
              bottom: mark.y + mark.radius,
            },
          ]
        : [],
    );
    const placed = placeLabels(candidates, (plate) => labelWidth(context, plate), clustersDrawn);
    for (const label of placed) {
      drawLabel(context, label);
      drawn.labels.push({ id: label.id, plate: label.plate });
    }
    canvas.drawnTrucks = drawn;
    // Clustered, the new trucks are drawn once their clusters are built.
    if (newTrucks && !(clustering() && clusters?.pending())) {
      newTrucks = false;
      options.onTrucksDrawn?.(trucks.length);
    }
  }

  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  const onResize = () => {
    fitToMap();
    draw();
  };
  // The camera moved or the map drew a frame: the trucks follow in the same frame.
  map.on('render', draw);
  map.on('resize', onResize);
  fitToMap();

  return {
    canvas,
    /** Whether the trucks are drawn as clusters at the map's zoom now. */
    clustering,
    /** New trucks to draw (the next animation frame draws them). */
    setTrucks(next: TOverlayTruck[]): void {
      trucks = next;
      newTrucks = true;
      if (clustering()) clusters?.load(next);
      else clustersBehind = options.cluster;
      schedule();
    },
    setSelected(id: number | null): void {
      if (id === selectedId) return;
      selectedId = id;
      schedule();
    },
    /** What is drawn under this point of the map (CSS pixels from its top left corner). */
    hitAt(x: number, y: number): TOverlayHit | null {
      return markAt(marks, x, y);
    },
    /** The zoom at which a cluster falls apart into smaller ones (two zooms in, if unknown). */
    async clusterExpansionZoom(hit: { clusterId: number; build: number }): Promise<number> {
      const zoom = await clusters?.expansionZoom(hit.build, hit.clusterId);
      return zoom ?? Math.min(Math.floor(map.getZoom()) + 2, options.clusterMaxZoom + 1);
    },
    remove(): void {
      if (frame) cancelAnimationFrame(frame);
      clusters?.stop();
      map.off('render', draw);
      map.off('resize', onResize);
      canvas.remove();
    },
  };
}

export type TTruckOverlay = ReturnType<typeof truckOverlay>;

function drawTruck(
  context: CanvasRenderingContext2D,
  truck: TOverlayTruck,
  x: number,
  y: number,
  bearing: number,
): void {
  const heading = truck.course !== null;
  const icon = truckIcon(truck.status, heading);
  if (!icon) return;
  if (truck.driving) drawDrivingRing(context, x, y, CONTINUOUS_DRIVING_COLORS[truck.driving]);
  const half = TRUCK_ICON_SIZE / 2;
  if (!heading) {
    context.drawImage(icon, x - half, y - half, TRUCK_ICON_SIZE, TRUCK_ICON_SIZE);
    return;
  }
  // The arrow points the way the truck drives on the map, whichever way the map is turned.
  const angle = (((truck.course ?? 0) - bearing) * Math.PI) / 180;
  context.translate(x, y);
  context.rotate(angle);
  context.drawImage(icon, -half, -half, TRUCK_ICON_SIZE, TRUCK_ICON_SIZE);
  context.rotate(-angle);
  context.translate(-x, -y);
}

/** A thick ring round the icon: the driver is near or over the continuous-driving limit. */
function drawDrivingRing(context: CanvasRenderingContext2D, x: number, y: number, color: string) {
  context.beginPath();
  context.arc(x, y, TRUCK_ICON_RADIUS + 4, 0, Math.PI * 2);
  context.lineWidth = 3.5;
  context.strokeStyle = color;
  context.stroke();
}

function drawHalo(context: CanvasRenderingContext2D, x: number, y: number, status: TTruckStatus) {
  const color = TRUCK_STATUS_COLORS[status];
  context.beginPath();
  context.arc(x, y, HALO_RADIUS, 0, Math.PI * 2);
  context.globalAlpha = 0.25;
  context.fillStyle = color;
  context.fill();
  context.globalAlpha = 1;
  context.lineWidth = 2;
  context.strokeStyle = color;
  context.stroke();
}

function drawCluster(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  count: number,
  text: string | number,
): void {
  context.beginPath();
  context.arc(x, y, clusterRadius(count), 0, Math.PI * 2);
  context.fillStyle = CLUSTER_COLOR;
  context.fill();
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  context.stroke();
  centredText(context, String(text), x, y + 0.5, COUNT_FONT, '#ffffff');
}
