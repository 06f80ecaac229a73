// Step 2, "Your words become the lyrics": the story, with a prompt of what to include and a live character
// count, and an optional message of the buyer's own that the song page shows them.
import { ORDER_LIMITS } from '../../../shared/schemas/order';
import { formatCount } from '../../core/counts';
import { TextArea, type FieldApi } from './fields';

export function StepStory({ api }: { api: FieldApi }) {
  const length = api.draft.story.trim().length;
  const missing = Math.max(0, ORDER_LIMITS.storyMin - length);
  return (
    <>
      <TextArea
        api={api}
        field="story"
        label="Tell us your story"
        hint={
          <>
            How you met, inside jokes, the moments that matter, what you love most about them. The small details make the best lyrics. At
            least {ORDER_LIMITS.storyMin} characters.
          </>
        }
        placeholder="We met on a rainy Tuesday at the bus stop on 5th Street…"
        maxLength={ORDER_LIMITS.story}
        rows={9}
        footerId="cs-story-count"
        footer={
          <p className="cs-count" id="cs-story-count">
            <span>{missing > 0 ? `${missing} more character${missing === 1 ? '' : 's'} to go` : 'Looking good'}</span>
            <span>
              {formatCount(length)} / {formatCount(ORDER_LIMITS.story)}
            </span>
          </p>
        }
      />
      <TextArea
        api={api}
        field="dedication"
        label="A message for them"
        optional
        hint="Your own words, shown with the song when they open it. We don’t put them in the lyrics."
        placeholder="Happy anniversary, my love. Ten years and I’d choose you again every day."
        maxLength={ORDER_LIMITS.dedication}
        rows={3}
      />
    </>
  );
}
