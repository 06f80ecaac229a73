// A setting that is on or off, as a switch: its name, its state in words, and a switch that shows where it is
// going while it saves. The Free Song Link, the guarantee and lyrics approval are built on it (and on useSwitchSave).
import { useMutation, type QueryKey, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { Setting } from '../../../shared/api-types';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { failureText } from '../kit/client';
import { LoadError } from '../kit/LoadState';
import { retryIfUnreached, useRefresh } from '../kit/queries';
import { toast } from '../../ui/toasts';

/** Saving a switch: retried while the shop is unreached, the outcome told by a toast, then `keys` refreshed. */
export function useSwitchSave(save: (enabled: boolean) => Promise<Setting>, ...keys: QueryKey[]) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: save,
    retry: retryIfUnreached,
    onSuccess: () => toast.success('Success', ADMIN_MESSAGES.settingUpdated),
    onError: () => toast.error('Error', ADMIN_MESSAGES.settingUpdateFailed),
    onSettled: () => refresh(...keys),
  });
}

interface SettingSwitchProps {
  /** Prefix of the label's and the state's ids. */
  id: string;
  name: string;
  /** What on or off means, after "Enabled · " or "Disabled · ". */
  meaning: (enabled: boolean) => string;
  setting: UseQueryResult<Setting, unknown>;
  update: UseMutationResult<Setting, unknown, boolean>;
}

export function SettingSwitch({ id, name, meaning, setting, update }: SettingSwitchProps) {
  // While saving, the switch shows where it is going.
  const enabled = update.isPending ? update.variables : setting.data?.value === 'true';
  return (
    <section className="card admin-card setting" aria-labelledby={`${id}-label`}>
      {setting.isError ? (
        <LoadError
          message={ADMIN_MESSAGES.settingFetchFailed}
          detail={failureText(setting.error)}
          onRetry={() => void setting.refetch()}
          retrying={setting.isFetching}
        />
      ) : (
        <div className="setting__row">
          <div className="setting__text">
            <h3 className="setting__name" id={`${id}-label`}>
              {name}
            </h3>
            <p className="setting__state" id={`${id}-state`}>
              <strong>{setting.isPending ? 'Loading…' : enabled ? 'Enabled' : 'Disabled'}</strong>
              {!setting.isPending && <> · {meaning(Boolean(enabled))}</>}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={enabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-state`}
            disabled={setting.isPending}
            // aria-disabled while saving keeps the focus on the switch.
            aria-disabled={update.isPending}
            onClick={() => !update.isPending && update.mutate(!enabled)}
          >
            <span className="switch__thumb" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
