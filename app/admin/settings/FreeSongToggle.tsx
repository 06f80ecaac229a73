// The Free Song Link setting (spec §2, §4): a switch that writes 'true' or 'false'; a missing setting reads as
// off. The shop's header reads the same setting, so it is refreshed too.
import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useFreeSongSetting } from './settingsQueries';
import { toast } from '../../ui/toasts';
import { LoadError } from '../kit/LoadState';

export function FreeSongToggle() {
  const setting = useFreeSongSetting();
  const refresh = useRefresh();
  const update = useMutation({
    mutationFn: (enabled: boolean) => adminApi.setFreeSongEnabled(enabled),
    retry: retryIfUnreached,
    onSuccess: () => toast.success('Success', ADMIN_MESSAGES.settingUpdated),
    onError: () => toast.error('Error', ADMIN_MESSAGES.settingUpdateFailed),
    onSettled: () => refresh(adminKeys.freeSongSetting, publicKeys.freeSongSetting),
  });

  // While saving, the switch shows where it is going.
  const enabled = update.isPending ? update.variables : setting.data?.value === 'true';

  return (
    <section className="card admin-card setting" aria-labelledby="free-song-setting-label">
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
            <h3 className="setting__name" id="free-song-setting-label">
              Free Song Link
            </h3>
            <p className="setting__state" id="free-song-setting-state">
              <strong>{setting.isPending ? 'Loading…' : enabled ? 'Enabled' : 'Disabled'}</strong>
              {!setting.isPending && <> · The &apos;Get a Free Song&apos; link is {enabled ? 'visible' : 'hidden'} in the navigation</>}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={enabled}
            aria-labelledby="free-song-setting-label"
            aria-describedby="free-song-setting-state"
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
