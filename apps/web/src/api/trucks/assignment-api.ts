import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TCreateTruckAssignmentRequest } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

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
    queryFn: async () => (await call(ENDPOINTS.assignmentList, { truck_id: truckId })).data,
  });
  const create = useMutation({
    mutationFn: async (body: TCreateTruckAssignmentRequest) =>
      (await call(ENDPOINTS.createAssignment, body)).data,
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: async (id: number) => (await call(ENDPOINTS.endAssignment, { id })).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => (await call(ENDPOINTS.deleteAssignment, { id })).data,
    onSuccess: refresh,
  });
  return { list, create, end, remove };
}
