import { useCollection, read, type ImageItem } from '../../../lib/storage/index.ts';
import { collections } from '../../../lib/storage/all.ts';
import { notify } from '../../../lib/toaster.ts';
import { DeleteButton } from '../components/EditorParts.tsx';
import { EmptyState, Panel } from '../components/Panel.tsx';
import { StorageMeter } from '../components/StorageMeter.tsx';
import type { EditorProps } from '../useDraftGuard.ts';
import { ImageUpload } from './ImageUpload.tsx';

/** The image library: uploads are downscaled and kept as data URLs in this browser. */
export function ImagesEditor({ confirm, onUnsavedChange }: EditorProps) {
  const [stored, save] = useCollection(collections.images);

  async function remove(item: ImageItem) {
    if (!(await confirm('Delete this image?', `“${item.title}” will be removed from the library in this browser.`))) return;
    const result = save(read(collections.images).items.filter((i) => i.id !== item.id)); // as it stands once the owner has answered
    if (result.ok) notify.success('Image deleted');
    else notify.error('Not deleted', { description: result.message });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title="Upload an image">
        <ImageUpload save={save} onUnsavedChange={onUnsavedChange} />
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
