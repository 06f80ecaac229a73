// The video field: a large target that opens the phone's camera roll (the real file input stays in the tab
// order, so keyboards and screen readers use it as such), then a preview of the chosen clip with its size.
import { useEffect, useId, useState, type ChangeEvent, type DragEvent, type RefObject } from 'react';
import { REACTION_ACCEPT } from '../../../shared/schemas/freeSong';
import { formatBytes } from './reactionForm';
import { VideoIcon } from './reactionIcons';

interface VideoPickerProps {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (file: File | null) => void;
}

/** A blob URL for the chosen file while it is on screen, revoked when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an outside resource, made and revoked with the file
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

export function VideoPicker({ file, error, disabled, inputRef, onPick }: VideoPickerProps) {
  const id = useId();
  const inputId = `${id}-video`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const preview = usePreviewUrl(file);
  // The file this browser could not preview; a newer pick gets its own try.
  const [unplayable, setUnplayable] = useState<File | null>(null);

  const change = (event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0] ?? null);

  return (
    <div className={`field vr-picker${error ? ' vr-picker--invalid' : ''}`}>
      <span className="vr-label" id={`${id}-label`}>
        Your reaction video <span className="vr-required">(required)</span>
      </span>
      <input
        ref={inputRef}
        id={inputId}
        className="vr-picker__input visually-hidden"
        type="file"
        name="video"
        accept={REACTION_ACCEPT}
        onChange={change}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-action`}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        required
      />
      {file && preview ? (
        <PickedVideo
          file={file}
          preview={preview}
          playable={file !== unplayable}
          onUnplayable={() => setUnplayable(file)}
          inputId={inputId}
          actionId={`${id}-action`}
          disabled={disabled}
        />
      ) : (
        <DropTarget inputId={inputId} actionId={`${id}-action`} onDrop={(dropped) => !disabled && onPick(dropped)} />
      )}
      <p className="hint" id={hintId}>
        MP4, MOV or AVI, up to 50 MB.
      </p>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface PickedVideoProps {
  file: File;
  preview: string;
  playable: boolean;
  onUnplayable: () => void;
  inputId: string;
  actionId: string;
  disabled: boolean;
}

/** The chosen clip (or a placeholder where this browser cannot play it), its name and size, and Choose another. */
function PickedVideo({ file, preview, playable, onUnplayable, inputId, actionId, disabled }: PickedVideoProps) {
  return (
    <div className="vr-picked">
      {playable ? (
        <video className="vr-picked__video" src={preview} controls muted playsInline preload="metadata" onError={onUnplayable} />
      ) : (
        <div className="vr-picked__none" aria-hidden="true">
          <VideoIcon width={36} height={36} />
        </div>
      )}
      <div className="vr-picked__about">
        <div className="vr-picked__file">
          <p className="vr-picked__name">{file.name}</p>
          <p className="vr-picked__size">
            {formatBytes(file.size)}
            {!playable && ' · no preview in this browser'}
          </p>
        </div>
        <label htmlFor={inputId} className="btn btn--outline vr-picked__change" id={actionId} aria-disabled={disabled || undefined}>
          Choose another
        </label>
      </div>
    </div>
  );
}

/** The large target before a pick: a label for the file input that also takes a dropped file. */
function DropTarget({ inputId, actionId, onDrop }: { inputId: string; actionId: string; onDrop: (file: File) => void }) {
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onDrop(dropped);
  };
  return (
    <label
      htmlFor={inputId}
      className={`vr-drop${dragging ? ' vr-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <span className="vr-drop__icon" aria-hidden="true">
        <VideoIcon width={30} height={30} />
      </span>
      <span className="vr-drop__action" id={actionId}>
        Choose a video
      </span>
      <span className="vr-drop__sub" aria-hidden="true">
        from your camera roll or files
      </span>
    </label>
  );
}
