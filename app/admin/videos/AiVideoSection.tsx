// "Make an AI video", folded under the template form: it asks for the most typing and needs OPENAI_API_KEY on the
// server. When the server says AI is off, the fold says why instead of holding a form that could only fail.
import { VIDEO_MESSAGES, type VideoOptions } from '../../../shared/schemas/video';
import { AiVideoForm } from './AiVideoForm';

export function AiVideoSection({ options, onGenerated }: { options: VideoOptions | undefined; onGenerated: () => void }) {
  // Until the options arrive the server is the judge: the form shows and a refusal names the reason.
  const off = options?.aiEnabled === false;
  return (
    <details className="card admin-card video-ai">
      <summary className="video-ai__summary">
        <span className="video-ai__text">
          <span className="video-ai__title">Make an AI video</span>
          <span className="video-ai__hint">{off ? 'Needs OPENAI_API_KEY on the server' : 'From a prompt and a voice script'}</span>
        </span>
      </summary>
      {off ? (
        <p className="video-notice video-notice--warn video-ai__off">{VIDEO_MESSAGES.aiNotConfigured}</p>
      ) : (
        <AiVideoForm options={options} onGenerated={onGenerated} />
      )}
    </details>
  );
}
