import { clsx } from 'clsx';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from './button';

type FileDropProps = {
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  title: string;
  orText: string;
  chooseLabel: string;
  hint?: string;
  inputTestId?: string;
};

/** A drop zone for files with a "choose files" button (the keyboard way in). */
export function FileDrop({
  accept,
  multiple,
  disabled,
  onFiles,
  title,
  orText,
  chooseLabel,
  hint,
  inputTestId,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    // Dropping is the mouse's shortcut; the button below is the way in for everyone else.
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone only listens to drag events
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={clsx(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        disabled
          ? 'border-slate-200 bg-slate-50 opacity-60'
          : isOver
            ? 'border-brand-500 bg-brand-50'
            : 'border-slate-300',
      )}
    >
      <p className="text-sm font-medium text-slate-800">{title}</p>
      <p className="text-xs text-slate-500">{orText}</p>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {chooseLabel}
      </Button>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
