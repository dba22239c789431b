import { useId } from 'react';
import { useCollection } from '../../../lib/storage/index.ts';
import { collections } from '../../../lib/storage/all.ts';
import { STOCK_HOST } from '../../../content/images.ts';
import { controlClass, FieldError, Label } from '../../../components/ui/Field.tsx';

/**
 * An image field: type a URL, or pick an upload from the image library
 * (stored as a data URL, which is too long to show in a text box).
 */
export function ImageUrlField({ value, onChange, required, error }: { value: string; onChange: (url: string) => void; required?: boolean; error?: string }) {
  const images = useCollection(collections.images)[0].items;
  const ids = { url: useId(), pick: useId(), hint: useId(), error: useId() };
  const picked = images.find((i) => i.url === value);
  const isData = value.startsWith('data:');

  // Side by side only where the field itself is wide enough (a container
  // query, not the screen's width): beside the list, from 1024 px, the form
  // is a column of 330-430 px, where halves left a URL box of 150-200 px.
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @xl:grid-cols-2">
        <div>
          <Label htmlFor={ids.url} hint={required ? '(required)' : undefined}>
            Image URL
          </Label>
          <input
            id={ids.url}
            type="url"
            inputMode="url"
            className={controlClass(true)}
            placeholder={isData ? 'Using an uploaded image' : 'https://…'}
            value={isData ? '' : value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
            onChange={(e) => onChange(e.target.value)}
          />
          {/* The site's Content-Security-Policy (img-src) lets photos load from
              the stock host and the library only: say so before a URL from
              elsewhere shows as 'Invalid Image URL'. */}
          <p id={ids.hint} className="mt-1 text-xs text-muted">
            A photo on {new URL(STOCK_HOST).host}, or an upload from the library: the site's security policy blocks images from other sites.
          </p>
          {error && <FieldError id={ids.error}>{error}</FieldError>}
        </div>
        <div>
          <Label htmlFor={ids.pick}>Or pick from the image library</Label>
          <select id={ids.pick} className={controlClass(true)} value={picked?.id ?? ''} onChange={(e) => onChange(images.find((i) => i.id === e.target.value)?.url ?? '')}>
            <option value="">{images.length ? 'No library image' : 'The library is empty'}</option>
            {images.map((i) => (
              <option key={i.id} value={i.id}>
                {i.title} ({i.category})
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
