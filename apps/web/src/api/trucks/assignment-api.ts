import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateTruckAssignmentRequest, TTruckAssignment } from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

const keyOf = (truckId: number) => ['truck-assignments', truckId] as const;

/**
 * Drivers assigned to a truck over time (POST /api/trucks/assignments/*). Changes apply at
 * once, apart from the truck form's save: the motion engine re-attributes the truck's
 * driving to the assigned drivers.
 */
export function useTruckAssignments(truckId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keyOf(truckId) });
  const list = useQuery({
    queryKey: keyOf(truckId),
    queryFn: async () =>
      (
        await api.post<TEnvelope<TTruckAssignment[]>>('/api/trucks/assignments/list', {
          truck_id: truckId,
        })
      ).data,
  });
  const create = useMutation({
    mutationFn: async (body: TCreateTruckAssignmentRequest) =>
      (await api.post<TEnvelope<TTruckAssignment>>('/api/trucks/assignments/create', body)).data,
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: async (id: number) =>
      (await api.post<TEnvelope<TTruckAssignment>>('/api/trucks/assignments/end', { id })).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) =>
      (await api.post<TEnvelope<{ deleted: number }>>('/api/trucks/assignments/delete', { id }))
        .data,
    onSuccess: refresh,
  });
  return { list, create, end, remove };
}
