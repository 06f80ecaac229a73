// Who makes an order or free song (issue 26), in its detail dialog: the owner chooses a musician (or none), sending
// who they saw it assigned to, so a change another owner made meanwhile is told (409) rather than overwritten; the
// assigned musician accepts it or hands it back before the time runs out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '../../ui/toasts';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys } from '../kit/queries';
import { useMay } from '../kit/role';
import { useStaff } from '../team';
import { assignmentText, type AdminItem } from './orderRows';

function useAssignmentChange(item: AdminItem) {
  const client = useQueryClient();
  const paid = item.kind === 'paid';
  const refresh = () => client.invalidateQueries({ queryKey: paid ? adminKeys.orders : adminKeys.freeSongs });
  const fail = (err: unknown) => toast.error('Not changed', failureText(err));
  const id = item.data.id;
  const seen = item.data.assigneeId ?? null;
  return {
    assign: useMutation({
      mutationFn: async (to: string | null): Promise<unknown> =>
        paid ? adminApi.assignOrder(id, to, seen) : adminApi.assignFreeSong(id, to, seen),
      retry: false,
      onError: fail,
      onSettled: refresh,
    }),
    accept: useMutation({
      mutationFn: async (): Promise<unknown> => (paid ? adminApi.acceptOrder(id) : adminApi.acceptFreeSong(id)),
      retry: false,
      onSuccess: () => toast.success('Accepted', 'It is yours to make.'),
      onError: fail,
      onSettled: refresh,
    }),
    handBack: useMutation({
      mutationFn: () => (paid ? adminApi.handBackOrder(id) : adminApi.handBackFreeSong(id)),
      retry: false,
      onSuccess: () => toast.success('Handed back', 'The owner was told.'),
      onError: fail,
      onSettled: refresh,
    }),
  };
}

export function AssignmentBlock({ item }: { item: AdminItem }) {
  const may = useMay();
  const paid = item.kind === 'paid';
  const mayAssign = may(paid ? 'adminOrderAssign' : 'adminFreeSongAssign');
  const mayAnswer = may(paid ? 'adminOrderAccept' : 'adminFreeSongAccept') && !mayAssign;
  const staff = useStaff(mayAssign);
  const change = useAssignmentChange(item);
  const selectId = useId();
  const musicians = (staff.data ?? []).filter((m) => m.role === 'musician' && m.state === 'active');
  const { data } = item;

  return (
    <section className="assignment" aria-label="Assignment">
      <p className="detail-text" role="status">
        {assignmentText(data)}
      </p>
      {mayAssign && (
        <div className="field">
          <label htmlFor={selectId}>Musician</label>
          <select
            id={selectId}
            className="input"
            value={data.assigneeId ?? ''}
            aria-disabled={change.assign.isPending}
            onChange={(e) => !change.assign.isPending && change.assign.mutate(e.target.value || null)}
          >
            <option value="">Unassigned</option>
            {data.assigneeId && !musicians.some((m) => m.id === data.assigneeId) && (
              <option value={data.assigneeId}>{data.assigneeName ?? 'Current musician'}</option>
            )}
            {musicians.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name || m.email}
              </option>
            ))}
          </select>
        </div>
      )}
      {mayAnswer && data.assigneeId && !data.assignmentAcceptedAt && (
        <div className="assignment__actions">
          <button type="button" className="btn btn--primary" onClick={() => change.accept.mutate()} aria-disabled={change.accept.isPending}>
            Accept
          </button>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => change.handBack.mutate()}
            aria-disabled={change.handBack.isPending}
          >
            Hand back
          </button>
        </div>
      )}
    </section>
  );
}
