// The owner's Team tab (issue 26): invite someone by e-mail with a role (the invitation mail holds a single-use
// link, valid 48 hours), see each account's state and open sessions, disable, enable or delete it, and set how
// long a musician has to accept work before it returns to unassigned.
import { useState, type FormEvent } from 'react';
import type { StaffMember } from '../../../shared/admin-api-types';
import { DEFAULT_ACCEPT_HOURS, STAFF_ROLES, type StaffRole } from '../../../shared/schemas/staff';
import { toast } from '../../ui/toasts';
import { failureText } from '../kit/client';
import { FieldError } from '../kit/FieldError';
import { formatDateTime } from '../kit/format';
import { LoadError } from '../kit/LoadState';
import { useAcceptHours, useStaff, useTeamActions } from './teamQueries';
import './admin-team.css';

const ROLE_HELP: Record<StaffRole, string> = {
  owner: 'everything',
  musician: 'the work assigned to them, without customers’ contact details',
  support: 'live chat, inbox, orders to read',
};

function InviteForm() {
  const { invite } = useTeamActions();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('musician');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    setError(null);
    invite.mutate(
      { email, role, ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: (member) => {
          toast.success('Invitation sent', `${member.email} has 48 hours to choose a password.`);
          setEmail('');
          setName('');
        },
        onError: (err) => setError(failureText(err)),
      },
    );
  };

  return (
    <form className="card admin-card team-invite" onSubmit={submit} noValidate aria-labelledby="team-invite-title">
      <h3 id="team-invite-title" className="setting__name">
        Invite someone
      </h3>
      <div className="field">
        <label htmlFor="team-email">E-mail</label>
        <input
          id="team-email"
          className="input"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'team-invite-error' : undefined}
          required
        />
      </div>
      <div className="field">
        <label htmlFor="team-name">Name (optional)</label>
        <input id="team-name" className="input" type="text" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="team-role">Role</label>
        <select
          id="team-role"
          className="input"
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          aria-describedby="team-role-help"
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r[0]!.toUpperCase() + r.slice(1)}
            </option>
          ))}
        </select>
        <p id="team-role-help" className="hint">
          A {role} sees {ROLE_HELP[role]}.
        </p>
      </div>
      <FieldError id="team-invite-error" message={error} />
      <button type="submit" className="btn btn--primary" aria-disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}

function stateText(member: StaffMember): string {
  if (member.state === 'disabled') return 'Disabled';
  if (member.state === 'invited')
    return member.invitationExpiresAt
      ? `Invited · link works until ${formatDateTime(member.invitationExpiresAt)}`
      : 'Invited · link expired';
  return `Active · ${member.activeSessions} ${member.activeSessions === 1 ? 'session' : 'sessions'} open`;
}

function MemberRow({ member }: { member: StaffMember }) {
  const { update, remove, reinvite } = useTeamActions();
  const label = member.name || member.email;
  const fail = (err: unknown) => toast.error('Not changed', failureText(err));
  return (
    <li className="team-member">
      <div>
        <p className="team-member__name">
          <strong>{label}</strong> <span className="admin-chip admin-chip--info">{member.role}</span>
        </p>
        {member.name && <p className="team-member__email">{member.email}</p>}
        <p className="team-member__state">{stateText(member)}</p>
      </div>
      <div className="team-member__actions">
        {member.state === 'invited' && (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() =>
              reinvite.mutate(member.id, {
                onSuccess: () =>
                  toast.success('New link sent', `${member.email} has 48 hours to choose a password; the old link no longer works.`),
                onError: fail,
              })
            }
            aria-disabled={reinvite.isPending}
          >
            Send a new link<span className="visually-hidden"> to {label}</span>
          </button>
        )}
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => update.mutate({ id: member.id, change: { disabled: member.state !== 'disabled' } }, { onError: fail })}
          aria-disabled={update.isPending}
        >
          {member.state === 'disabled' ? 'Enable' : 'Disable'}
          <span className="visually-hidden"> {label}</span>
        </button>
        <button
          type="button"
          className="btn btn--danger-outline btn--small"
          onClick={() => remove.mutate(member.id, { onError: fail })}
          aria-disabled={remove.isPending}
        >
          Delete<span className="visually-hidden"> {label}</span>
        </button>
      </div>
    </li>
  );
}

function AcceptHours() {
  const setting = useAcceptHours();
  const { acceptHours } = useTeamActions();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = value ?? setting.data?.value ?? String(DEFAULT_ACCEPT_HOURS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    acceptHours.mutate(shown, {
      onSuccess: () => toast.success('Saved', `Musicians have ${shown} hours to accept work.`),
      onError: (err) => setError(failureText(err)),
    });
  };
  return (
    <form className="card admin-card team-hours" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="team-accept-hours">Hours a musician has to accept work</label>
        <input
          id="team-accept-hours"
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={72}
          value={shown}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'team-accept-hours-error team-accept-hours-hint' : 'team-accept-hours-hint'}
        />
        <p id="team-accept-hours-hint" className="hint">
          Not accepted by then, the work returns to unassigned and you are told.
        </p>
        <FieldError id="team-accept-hours-error" message={error} />
      </div>
      <button type="submit" className="btn btn--outline" aria-disabled={acceptHours.isPending}>
        Save
      </button>
    </form>
  );
}

export function TeamTab() {
  const staff = useStaff();
  return (
    <div className="team">
      <InviteForm />
      <section className="card admin-card" aria-labelledby="team-list-title">
        <h3 id="team-list-title" className="setting__name">
          Team
        </h3>
        {staff.isError ? (
          <LoadError
            message="Could not load the team"
            detail={failureText(staff.error)}
            onRetry={() => void staff.refetch()}
            retrying={staff.isFetching}
          />
        ) : staff.data?.length ? (
          <ul className="team-list">
            {staff.data.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        ) : (
          <p className="hint">{staff.isPending ? 'Loading…' : 'No one yet: invite your first musician above.'}</p>
        )}
      </section>
      <AcceptHours />
    </div>
  );
}
