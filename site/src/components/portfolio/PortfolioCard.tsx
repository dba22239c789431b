import { Link } from 'react-router';
import { projectPath } from '../../content/paths.ts';
import { StockImage } from '../ui/StockImage.tsx';
import { categoryBadge } from '../../content/categories.ts';
import type { PortfolioItem } from '../../content/portfolio.ts';

/** One project: the whole card is a single link to its page. */
export function PortfolioCard({ item }: { item: PortfolioItem }) {
  return (
    <Link to={projectPath(item.id)} className="group block wrap-anywhere">
      <div>
        <StockImage
          src={item.image}
          alt=""
          fallbackLabel={item.title}
          width={800}
          height={600}
          widths={[400, 640, 800]}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          frameClassName="aspect-[4/3] rounded-[var(--radius-card)]"
          className="transition-transform duration-250 ease-[var(--ease-out-quick)] group-hover:scale-[1.03]"
        />
        <div className="mt-4 flex items-center gap-2">
          <span className="badge">{categoryBadge(item.category)}</span>
          {item.featured && <span className="badge bg-ink text-paper">Featured</span>}
        </div>
        <h3 className="mt-3 text-2xl leading-snug font-medium decoration-accent decoration-2 underline-offset-4 group-hover:underline">
          {item.title}
        </h3>
        <p className="mt-2 line-clamp-2 text-muted">{item.description}</p>
      </div>
    </Link>
  );
}
