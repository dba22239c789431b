import { Link } from 'react-router';
import { projectPath } from '../../content/paths.ts';
import { imageSlots } from '../../content/imageSlots.ts';
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
          width={imageSlots.projectCard.width}
          height={imageSlots.projectCard.height}
          widths={imageSlots.projectCard.stockWidths}
          sizes={imageSlots.projectCard.sizes}
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
