import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { compactButtonStyles } from '../../../components/ui/buttonStyles.ts';
import { controlClass, FieldError, Label, TextField } from '../../../components/ui/Field.tsx';
import { fieldErrors } from '../../../lib/formErrors.ts';
import { collections } from '../../../lib/storage/all.ts';
import { read, type ImageItem, type WriteResult } from '../../../lib/storage/index.ts';
import { notify } from '../../../lib/toaster.ts';
import { imageToDataUrl, isImageFile, MAX_IMAGE_SIDE, NotAnImageError, UnreadableImageError } from '../imageFile.ts';
import { today } from '../today.ts';
import { timestampId } from '../useCollectionEditor.ts';
import { useReportUnsaved } from '../useDraftGuard.ts';
import { UploadForm } from './formSchemas.ts';

/**
 * The upload form: a photo is scaled down and stored as a data URL with its
 * title and category. What it lacks is said under each field, the first of
 * it in the spec's toast; a failed read or save keeps the file and title.
 */
export function ImageUpload({ save, onUnsavedChange }: { save: (items: readonly ImageItem[]) => WriteResult; onUnsavedChange: (unsaved: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), fileHint: useId(), fileError: useId(), category: useId() };
  // Once an upload was tried, each field says what it lacks until it has it.
  const errors = tried ? fieldErrors(UploadForm, { file, title }) : {};
  useReportUnsaved(file !== null || title !== '' || category !== '', onUnsavedChange);

  function chooseFile(f: File | null) {
    if (f && !isImageFile(f)) {
      notify.error('Not an image', { description: new NotAnImageError(f.name).message });
      if (fileInput.current) fileInput.current.value = '';
      setFile(null);
      return;
    }
    setFile(f);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    // The spec's toast names the first field missing: the file, then the title.
    const checked = v.safeParse(UploadForm, { file, title }, { abortEarly: true });
    if (!checked.success) return void notify.error(checked.issues[0].message);
    setBusy(true);
    try {
      const url = await imageToDataUrl(checked.output.file);
      // The list as it stands after the decode: another tab may have saved meanwhile.
      const items = read(collections.images).items;
      const item: ImageItem = { id: timestampId(items), title: checked.output.title, category: category.trim() || 'general', url, uploadDate: today() };
      const result = save([...items, item]);
      if (!result.ok) {
        notify.error('Image not saved', { description: result.message });
        return; // the form keeps the file and title
      }
      notify.success('Image uploaded successfully');
      setTried(false);
      setFile(null);
      setTitle('');
      setCategory('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      // The form keeps the file and the title: another file can replace the one that failed.
      const what = err instanceof UnreadableImageError ? 'Image not readable' : err instanceof NotAnImageError ? 'Not an image' : 'Image not read';
      notify.error(what, { description: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Upload an image" className="grid grid-cols-1 gap-4">
      <div>
        <Label htmlFor={ids.file}>Image file</Label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept="image/*"
          className={`${controlClass(true)} file:mr-3 file:rounded file:border-0 file:bg-sand file:px-3 file:py-1.5 file:text-sm file:font-medium`}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${ids.fileError} ${ids.fileHint}` : ids.fileHint}
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        <p id={ids.fileHint} className="mt-1 text-xs text-muted">
          JPEG, PNG, WebP or GIF. Large photos are scaled to {MAX_IMAGE_SIDE} px on the longest side before they are stored.
        </p>
        {errors.file && <FieldError id={ids.fileError}>{errors.file}</FieldError>}
      </div>
      <TextField dense label="Title" value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
      <div>
        <Label htmlFor={ids.category}>Category</Label>
        <input id={ids.category} className={controlClass(true)} placeholder="general" list="image-categories" value={category} onChange={(e) => setCategory(e.target.value)} />
        <datalist id="image-categories">
          <option value="slider" />
          <option value="portfolio" />
          <option value="general" />
        </datalist>
      </div>
      <div>
        <button type="submit" disabled={busy} className={compactButtonStyles.primary}>
          {busy ? 'Uploading...' : 'Upload image'}
        </button>
      </div>
    </form>
  );
}
