import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { notify } from '../../../lib/toaster.ts';
import { compactButtonStyles } from '../../../components/ui/button-styles.ts';
import { read, useCollection, type ImageItem } from '../../../lib/storage/index.ts';
import { collections } from '../../../lib/storage/all.ts';
import { controlClass, FieldError, Label, TextField } from '../../../components/ui/Field.tsx';
import { fieldErrors } from '../../../lib/formErrors.ts';
import { EmptyState, Panel } from '../components/Panel.tsx';
import { today } from '../today.ts';
import { DeleteButton } from '../components/EditorParts.tsx';
import { imageToDataUrl, isImageFile, MAX_IMAGE_SIDE, NotAnImageError, UnreadableImageError } from '../imageFile.ts';
import { timestampId } from '../useCollectionEditor.ts';
import { StorageMeter } from '../components/StorageMeter.tsx';
import { useReportUnsaved, type EditorProps } from '../useDraftGuard.ts';
import { UploadForm } from './formSchemas.ts';

/** The image library: uploads are downscaled and kept as data URLs in this browser. */
export function ImagesEditor({ confirm, onUnsavedChange }: EditorProps) {
  const [stored, save] = useCollection(collections.images);
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

  async function remove(item: ImageItem) {
    if (!(await confirm('Delete this image?', `“${item.title}” will be removed from the library in this browser.`))) return;
    const result = save(read(collections.images).items.filter((i) => i.id !== item.id)); // as it stands once the owner has answered
    if (result.ok) notify.success('Image deleted');
    else notify.error('Not deleted', { description: result.message });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title="Upload an image">
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
        <div className="mt-6 border-t border-line pt-5">
          <StorageMeter />
        </div>
      </Panel>
      <Panel title={`Image library (${stored.items.length})`}>
        {stored.items.length === 0 ? (
          <EmptyState>No images yet. Uploads appear here and can be picked in the portfolio and blog forms.</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {stored.items.map((img) => (
              <li key={img.id} className="overflow-hidden rounded-[var(--radius-card)] border border-line">
                <img src={img.url} alt={img.title} width={320} height={180} loading="lazy" className="aspect-video w-full bg-sand object-cover" />
                <div className="flex items-start justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere">{img.title}</p>
                    <p className="text-xs text-muted">
                      {img.category} · {img.uploadDate}
                    </p>
                  </div>
                  <DeleteButton name={img.title} onDelete={() => remove(img)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
