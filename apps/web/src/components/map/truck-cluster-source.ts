import {
  clusterService,
  type TClusterAnswer,
  type TClusterLevels,
  type TClusterRequest,
  type TClusterSettings,
} from './truck-clusters';

/** A worker started before the map that will use it (app/early-start.ts). */
let spare: Worker | null = null;

function newWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./truck-cluster-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Starts the cluster worker while the page's own code still loads, so the first map of
 * trucks does not wait for its download and start; the first cluster source takes it.
 */
export function prestartClusterWorker(): void {
  if (spare) return;
  const started = newWorker();
  // A worker that fails before a source takes it is dropped; the source starts its own.
  if (started)
    started.onerror = () => {
      if (spare === started) spare = null;
    };
  spare = started;
}

/** The clusters of one list of trucks: each zoom level's entries (truck-clusters.ts). */
export interface TBuiltClusters<T> {
  build: number;
  trucks: readonly T[];
  levels: TClusterLevels;
}

/**
 * The trucks' clusters, built in a worker: indexing 5,000 trucks takes ~10 ms, which on
 * the page's main thread was the longest task of a live update. One build runs at a time;
 * trucks given meanwhile wait, and only the newest of them is built next. Where a worker
 * cannot start (tests, a failed load), the same code runs on the main thread.
 */
export function truckClusterSource<T extends { lon: number; lat: number }>(
  settings: TClusterSettings,
  onBuilt: () => void,
) {
  let worker: Worker | null = startWorker();
  let inThread: ReturnType<typeof clusterService> | null = null;
  let builds = 0;
  let asks = 0;
  let building: { build: number; trucks: readonly T[] } | null = null;
  let waiting: readonly T[] | null = null;
  let built: TBuiltClusters<T> | null = null;
  const answers = new Map<number, (zoom: number | null) => void>();

  function startWorker(): Worker | null {
    const started = spare ?? newWorker();
    spare = null;
    if (!started) return null;
    started.onmessage = (event: MessageEvent<TClusterAnswer>) => receive(event.data);
    started.onerror = () => fallBack();
    return started;
  }

  /** Ends the worker; questions it had not answered are answered "unknown". */
  function dropWorker(): void {
    worker?.terminate();
    worker = null;
    for (const answer of answers.values()) answer(null);
    answers.clear();
  }

  /** The worker failed: what it was doing is done here, and so is everything after. */
  function fallBack(): void {
    dropWorker();
    if (building) {
      waiting ??= building.trucks;
      building = null;
    }
    next();
  }

  function ask(request: TClusterRequest): void {
    if (worker) {
      const transfer = request.kind === 'build' ? [request.coordinates.buffer as ArrayBuffer] : [];
      worker.postMessage(request, transfer);
      return;
    }
    inThread ??= clusterService();
    receive(inThread(request).answer);
  }

  function next(): void {
    if (building || !waiting) return;
    const trucks = waiting;
    waiting = null;
    const coordinates = new Float64Array(trucks.length * 2);
    trucks.forEach((truck, i) => {
      coordinates[i * 2] = truck.lon;
      coordinates[i * 2 + 1] = truck.lat;
    });
    building = { build: (builds += 1), trucks };
    ask({ kind: 'build', build: building.build, coordinates, settings });
  }

  function receive(answer: TClusterAnswer): void {
    if (answer.kind === 'expanded') {
      answers.get(answer.ask)?.(answer.zoom);
      answers.delete(answer.ask);
      return;
    }
    if (building?.build !== answer.build) return;
    built = { build: answer.build, trucks: building.trucks, levels: answer.levels };
    building = null;
    onBuilt();
    next();
  }

  return {
    /** Clusters these trucks next (the ones given before them, if not started, are skipped). */
    load(trucks: readonly T[]): void {
      waiting = trucks;
      next();
    },
    /** The last clusters built, or null before the first. */
    built: (): TBuiltClusters<T> | null => built,
    /** Whether trucks given are not yet in the clusters built. */
    pending: (): boolean => building !== null || waiting !== null,
    /** The zoom at which a cluster of build `build` falls apart; null if that build is gone. */
    expansionZoom(build: number, clusterId: number): Promise<number | null> {
      return new Promise((resolve) => {
        const id = (asks += 1);
        answers.set(id, resolve);
        ask({ kind: 'expand', build, clusterId, ask: id });
      });
    },
    stop: dropWorker,
  };
}
