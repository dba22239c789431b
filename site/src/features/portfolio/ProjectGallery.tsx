import { StockImage } from '../../components/ui/StockImage.tsx';
import { projectGallery } from '../../content/portfolio.ts';

// The gallery's five photos on three columns: the first large (two columns,
// two rows), two beside it, and below them one photo and the last in a frame
// twice as wide (8:3), so no cell stays empty and the last row is one photo
// high. On two columns (phones) the four small ones fill two rows.
const smallPhoto = { cell: '', frame: 'aspect-[4/3]', widths: [400, 800], sizes: '(min-width: 768px) 33vw, 50vw' };
const galleryLayout = [
  { cell: 'col-span-2 row-span-2', frame: 'aspect-[4/3]', widths: [400, 800, 1200], sizes: '(min-width: 768px) 66vw, 100vw' },
  smallPhoto,
  smallPhoto,
  smallPhoto,
  { cell: 'md:col-span-2', frame: 'aspect-[4/3] md:aspect-[8/3]', widths: [400, 800, 1200], sizes: '(min-width: 768px) 66vw, 50vw' },
];

/** A project's gallery: its five photos, each at the widths its cell needs. */
export function ProjectGallery() {
  return (
    <section aria-labelledby="gallery" className="container-site mt-20">
      <h2 id="gallery" className="text-3xl font-medium">Gallery</h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
        {projectGallery.map((g, i) => {
          const layout = galleryLayout[i] ?? smallPhoto;
          return (
            <li key={g.url} className={layout.cell}>
              <StockImage
                src={g.url}
                alt={g.alt}
                width={800}
                height={600}
                widths={layout.widths}
                sizes={layout.sizes}
                frameClassName={`h-full rounded-[var(--radius-card)] ${layout.frame}`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
