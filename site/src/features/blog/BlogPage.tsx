import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { FilterPills } from '../../components/ui/FilterPills.tsx';
import { blogCategories, type BlogCategory } from '../../content/categories.ts';
import { BLOG_PAGE_SIZE } from '../../content/constants.ts';
import { journal } from '../../content/journal.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { useHistoryEntryState } from '../../lib/useHistoryEntryState.ts';
import { PostCard } from './PostCard.tsx';
import { usePosts } from './usePosts.ts';

type Filter = 'All' | BlogCategory;
const filters: Filter[] = ['All', ...blogCategories];

export function BlogPage() {
  const meta = <PageMeta title="Blog" description={journal.description} />;
  const posts = usePosts();
  // Kept with the history entry: Back from a post finds the list filtered as it was left.
  const [active, setActive] = useHistoryEntryState<Filter>('blog-filter', 'All', filters);
  const listed = active === 'All' ? posts : posts.filter((p) => p.category === active);

  return (
    <section aria-labelledby="blog-title" className="container-site pt-16 pb-24 md:pt-24">
      {meta}
      <p className="eyebrow">{journal.eyebrow}</p>
      <h1 id="blog-title" className="mt-4 text-display font-medium">
        {journal.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted">{journal.intro}</p>

      <FilterPills label="Filter posts by category" options={filters} value={active} onChange={setActive} className="mt-12" />

      {listed.length === 0 ? (
        <p className="mt-12 rounded border border-dashed border-line p-10 text-center text-muted">No posts in {active} yet.</p>
      ) : (
        <ul aria-label="Posts" className="mt-12 grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3">
          {listed.map((p, i) => (
            <li key={p.id}>
              <PostCard post={p} first={i === 0} />
            </li>
          ))}
        </ul>
      )}

      {listed.length > BLOG_PAGE_SIZE && (
        <div className="mt-14 text-center">
          {/* The spec's Load More has no action: every listed post is already shown. */}
          <button type="button" className={buttonStyles.secondary}>
            Load More
          </button>
        </div>
      )}
    </section>
  );
}
