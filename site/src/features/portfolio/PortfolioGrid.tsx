import { useTabs } from '../../components/ui/useTabs.ts';
import { useHistoryEntryState } from '../../lib/useHistoryEntryState.ts';
import { filterLabels, portfolioCategories, type PortfolioFilter } from '../../content/categories.ts';
import type { PortfolioItem } from '../../content/portfolio.ts';
import { PortfolioCard } from './PortfolioCard.tsx';
import { usePortfolio } from './usePortfolio.ts';

const filters: PortfolioFilter[] = ['all', ...portfolioCategories];

type Props = {
  /** The starting filter: 'all' on the home page, the category on a service page. */
  filter?: PortfolioFilter;
  /** Service pages show one category with no tabs. */
  hideFilters?: boolean;
};

/** The portfolio grid: 1 column small, 2 medium, 3 large, with single-choice filter tabs. */
export function PortfolioGrid({ filter = 'all', hideFilters = false }: Props) {
  const items = usePortfolio();
  // Kept with the history entry: Back from a project finds the grid filtered as it was left.
  const [active, setActive] = useHistoryEntryState<PortfolioFilter>('portfolio-filter', filter, filters);

  const tabs = useTabs(filters, active, setActive);

  if (hideFilters) return <Grid items={select(items, filter)} />;

  return (
    <div>
      <div {...tabs.listProps} aria-label="Filter projects by category" className="-mx-1 flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f}
            {...tabs.tabProps(f)}
            className="rounded-full border border-line px-4 py-2 text-xs font-semibold tracking-[0.14em] text-ink transition-colors hover:border-ink aria-selected:border-ink aria-selected:bg-ink aria-selected:text-paper"
          >
            {filterLabels[f]}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps} className="mt-10 focus-visible:outline-offset-8">
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
    <ul className="grid grid-cols-1 gap-x-8 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <PortfolioCard item={item} />
        </li>
      ))}
    </ul>
  );
}
