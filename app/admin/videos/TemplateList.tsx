// The video templates (spec §2, §3 "Video template"): a card each with its length, platforms and whether it is on;
// "Use this template" picks it in the form, Edit opens the settings, Delete asks first.
import { useRef, useState } from 'react';
import { VIDEO_MESSAGES, type VideoTemplate } from '../../../shared/schemas/video';
import { failureText } from '../kit/client';
import { platformLabel } from './videoRows';
import { useDeleteVideoTemplate, useVideoTemplates } from './videoQueries';
import { PenIcon } from '../../ui/icons';
import { toast } from '../../ui/toasts';
import { TrashIcon } from '../kit/adminIcons';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { useDeleteConfirmation } from '../kit/useDeleteConfirmation';
import { TemplateEditDialog } from './TemplateEditDialog';

export function TemplateList({ onUse }: { onUse: (template: VideoTemplate) => void }) {
  const templates = useVideoTemplates();
  const [editing, setEditing] = useState<VideoTemplate | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = useDeleteConfirmation<VideoTemplate>(heading);
  const { doomed } = confirm;
  const remove = useDeleteVideoTemplate();
  const list = templates.data ?? [];

  const confirmDelete = (template: VideoTemplate) =>
    remove.mutate(template.id, {
      onSuccess: () => {
        toast.success(VIDEO_MESSAGES.templateDeleted, `“${template.name}” is gone.`);
        confirm.done();
      },
      onError: (error) => toast.error('Failed to delete template', failureText(error)),
    });

  return (
    <section className="video-section" aria-labelledby="video-templates-title">
      <div className="admin-section-head">
        <h2 id="video-templates-title" ref={heading} tabIndex={-1} className="admin-section-head__title">
          Templates {templates.data && <span className="admin-count">{list.length}</span>}
        </h2>
        <p className="admin-section-head__hint">
          Each template lays out the shop’s songs, reactions and words as a 9:16 video. Only active ones are offered when making a video.
        </p>
      </div>
      {templates.isPending ? (
        <ListSkeleton label="Loading video templates" />
      ) : templates.isError ? (
        <LoadError
          message={VIDEO_MESSAGES.fetchTemplatesFailed}
          detail={failureText(templates.error)}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No video templates">
          <p>AI videos need none: use the AI form.</p>
        </EmptyState>
      ) : (
        <ul className="video-templates">
          {list.map((template) => (
            <TemplateCard key={template.id} template={template} onUse={onUse} onEdit={setEditing} onDelete={confirm.ask} />
          ))}
        </ul>
      )}
      <TemplateEditDialog template={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete this template?"
        description={
          <>
            <strong>{doomed?.name}</strong> will no longer be offered. Videos already made with it stay. This cannot be undone.
          </>
        }
        confirmLabel="Delete template"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => doomed && confirmDelete(doomed)}
      />
    </section>
  );
}

interface TemplateCardProps {
  template: VideoTemplate;
  onUse: (template: VideoTemplate) => void;
  onEdit: (template: VideoTemplate) => void;
  onDelete: (template: VideoTemplate) => void;
}

function TemplateCard({ template, onUse, onEdit, onDelete }: TemplateCardProps) {
  const titleId = `video-template-${template.id}`;
  return (
    <li className={`video-template${template.isActive ? '' : ' video-template--off'}`} aria-labelledby={titleId}>
      <div className="video-template__head">
        <h3 id={titleId} className="video-template__name">
          {template.name}
        </h3>
        <span className={`admin-chip admin-chip--${template.isActive ? 'success' : 'neutral'}`}>
          {template.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      {template.description && <p className="video-template__text">{template.description}</p>}
      <dl className="video-template__facts">
        <div>
          <dt>Category</dt>
          <dd>{template.category}</dd>
        </div>
        <div>
          <dt>Length</dt>
          <dd>{template.duration} s</dd>
        </div>
        <div className="video-template__platforms">
          <dt>Platforms</dt>
          <dd>{template.platforms.map(platformLabel).join(', ') || '—'}</dd>
        </div>
      </dl>
      <div className="video-template__actions">
        {template.isActive ? (
          <button type="button" className="btn btn--small btn--primary" onClick={() => onUse(template)}>
            Use this template<span className="visually-hidden"> for {template.name}</span>
          </button>
        ) : (
          <p className="video-template__off">Turn it on in Edit to use it.</p>
        )}
        <button type="button" className="btn btn--small btn--outline" onClick={() => onEdit(template)}>
          <PenIcon />
          Edit<span className="visually-hidden"> {template.name}</span>
        </button>
        <button type="button" className="btn btn--small btn--danger-outline" onClick={() => onDelete(template)}>
          <TrashIcon />
          Delete<span className="visually-hidden"> {template.name}</span>
        </button>
      </div>
    </li>
  );
}
