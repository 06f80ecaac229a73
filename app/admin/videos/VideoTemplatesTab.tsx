// The Video Templates tab (spec §2): the generated videos first, then the templates and the two ways to make a
// promo video (from a template, or with AI, folded). One column on a phone; on a wide screen the videos sit
// beside the templates and forms.
import { useRef, useState } from 'react';
import type { VideoTemplate } from '../../../shared/schemas/video';
import { failureText } from '../kit/client';
import { useVideoOptions, useVideoTemplates } from './videoQueries';
import { AiVideoSection } from './AiVideoSection';
import { GeneratedVideoList } from './GeneratedVideoList';
import { TemplateList } from './TemplateList';
import { TemplateVideoForm } from './TemplateVideoForm';
import './admin-videos.css';

export function VideoTemplatesTab() {
  const templates = useVideoTemplates();
  const options = useVideoOptions();
  const [picked, setPicked] = useState<{ id: string; count: number } | null>(null);
  const templateSelect = useRef<HTMLSelectElement>(null);
  const videosHeading = useRef<HTMLHeadingElement>(null);

  const use = (template: VideoTemplate) => {
    setPicked((current) => ({ id: template.id, count: (current?.count ?? 0) + 1 }));
    templateSelect.current?.focus();
    templateSelect.current?.scrollIntoView({ block: 'center' });
  };
  // The new video is at the top of the list: the admin is taken there to watch it render.
  const showVideos = () => {
    videosHeading.current?.focus({ preventScroll: true });
    videosHeading.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="videos">
      <GeneratedVideoList headingRef={videosHeading} />
      <div className="videos__work">
        <TemplateList onUse={use} />
        <section className="videos__make" aria-labelledby="make-video-title">
          <h2 id="make-video-title" className="admin-section-head__title videos__make-title">
            Make a video
          </h2>
          {options.isError && (
            <div className="admin-error-line" role="alert">
              Could not load the songs and reactions to choose from: {failureText(options.error)}{' '}
              <button type="button" className="video-link-btn" onClick={() => void options.refetch()}>
                Try again
              </button>
            </div>
          )}
          <TemplateVideoForm
            templates={templates.data ?? []}
            options={options.data}
            picked={picked}
            templateRef={templateSelect}
            onGenerated={showVideos}
          />
          <AiVideoSection options={options.data} onGenerated={showVideos} />
        </section>
      </div>
    </div>
  );
}
