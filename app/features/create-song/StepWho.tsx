// Step 1, "Let's start with the heart of it": who the song is for, how to say their name, the occasion, who it is from.
import { OCCASIONS } from '../../../shared/enums';
import { ORDER_LIMITS } from '../../../shared/schemas/order';
import { Checkbox, ChoiceGroup, TextInput, type FieldApi } from './fields';

export function StepWho({ api }: { api: FieldApi }) {
  return (
    <>
      <TextInput
        api={api}
        field="recipientName"
        label="Who is this song for?"
        hint="Their first name, or the name you call them."
        autoComplete="off"
        autoCapitalize="words"
        maxLength={ORDER_LIMITS.name}
      />
      <Checkbox api={api} field="useNameInLyrics" label="Use their name in the lyrics" />
      {api.draft.useNameInLyrics && (
        <TextInput
          api={api}
          field="namePronunciation"
          label="How is the name pronounced?"
          hint="For example “mah-REE-ah”, so our singer gets it right."
          optional
          autoComplete="off"
          maxLength={ORDER_LIMITS.pronunciation}
        />
      )}
      <ChoiceGroup api={api} field="occasion" legend="What's the occasion?" options={OCCASIONS} />
      <TextInput
        api={api}
        field="customerName"
        label="Your name"
        hint="So we know who the song is from."
        optional
        autoComplete="name"
        autoCapitalize="words"
        maxLength={ORDER_LIMITS.name}
      />
    </>
  );
}
