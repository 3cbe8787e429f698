import { clusterService, type TClusterRequest } from './truck-clusters';

/** Builds the trucks' clusters off the page's main thread (truck-cluster-source.ts). */
const serve = clusterService();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TClusterRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};
scope.onmessage = (event) => {
  const { answer, transfer } = serve(event.data);
  scope.postMessage(answer, transfer);
};
