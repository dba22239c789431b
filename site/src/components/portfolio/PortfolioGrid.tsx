import { FilterPills } from '../ui/FilterPills.tsx';
import { useHistoryEntryState } from '../../lib/useHistoryEntryState.ts';
import { filterLabels, portfolioCategories, type PortfolioFilter } from '../../content/categories.ts';
import type { PortfolioItem } from '../../content/portfolio.ts';
import { PortfolioCard } from './PortfolioCard.tsx';
import { usePortfolio } from '../../lib/storage/usePortfolio.ts';

const filters: PortfolioFilter[] = ['all', ...portfolioCategories];

type Props = {
  /** The starting filter: 'all' on the home page, the category on a service page. */
  filter?: PortfolioFilter;
  /** Service pages show one category with no tabs. */
  hideFilters?: boolean;
};

/** The portfolio grid: 1 column small, 2 medium, 3 large, with single-choice filter pills. */
export function PortfolioGrid({ filter = 'all', hideFilters = false }: Props) {
  const items = usePortfolio();
  // Kept with the history entry: Back from a project finds the grid filtered as it was left.
  const [active, setActive] = useHistoryEntryState<PortfolioFilter>('portfolio-filter', filter, filters);

  if (hideFilters) return <Grid items={select(items, filter)} />;

  return (
    <div>
      <FilterPills label="Filter projects by category" options={filters} optionLabel={(f) => filterLabels[f]} value={active} onChange={setActive} />
      <div className="mt-10">
        <Grid items={select(items, active)} />
      </div>
    </div>
  );
}

function select(items: readonly PortfolioItem[], filter: PortfolioFilter) {
  return filter === 'all' ? items : items.filter((i) => i.category === filter);
}

function Grid({ items }: { items: readonly PortfolioItem[] }) {
  if (items.length === 0) {
    return <p className="rounded border border-dashed border-line p-10 text-center text-muted">No projects in this category yet.</p>;
  }
  return (
    <ul aria-label="Projects" className="grid grid-cols-1 gap-x-8 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <PortfolioCard item={item} />
        </li>
      ))}
    </ul>
  );
}
