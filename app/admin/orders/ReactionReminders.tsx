// The free-song list's "Send reaction reminders" action (spec §2, §7, §8): one press mails every customer whose
// song was delivered and who sent no reaction yet; the server sends each at most one a day.
import { failureText } from '../kit/client';
import { useSendReactionReminders } from './orderQueries';
import { MailIcon } from '../../ui/icons';
import { toast } from '../../ui/toasts';
import './admin-reactions.css';

export function ReactionReminders() {
  const reminders = useSendReactionReminders();

  const send = () => {
    if (reminders.isPending) return;
    reminders.mutate(undefined, {
      onSuccess: ({ emailsSent }) => toast.success('Reminders sent', `reaction reminders sent to ${emailsSent} customers`),
      onError: (error) => toast.error('Failed to send reaction reminders', failureText(error)),
    });
  };

  return (
    <div className="reaction-reminders">
      <p className="reaction-reminders__text" id="reaction-reminders-hint">
        Ask customers whose song was delivered for their reaction video. Each gets at most one reminder a day.
      </p>
      <button
        type="button"
        className="btn btn--outline btn--small reaction-reminders__button"
        onClick={send}
        aria-disabled={reminders.isPending || undefined}
        aria-describedby="reaction-reminders-hint"
      >
        <MailIcon width={18} height={18} />
        {reminders.isPending ? 'Sending reminders…' : 'Send reaction reminders'}
      </button>
    </div>
  );
}
