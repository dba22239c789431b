import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import type { PortfolioCategory } from '../../content/categories.ts';
import { services } from '../../content/service-pages.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PortfolioGrid } from '../../components/portfolio/PortfolioGrid.tsx';

/** One service: title, intro, what it covers, and that category's projects (no filter tabs). */
export function ServicePage({ category }: { category: PortfolioCategory }) {
  const s = services[category];
  const meta = <PageMeta title={s.title} description={`${s.title} at Chowk Design Studio, Mumbai: ${s.kicker.toLowerCase()}.`} />;

  return (
    <>
      {meta}
      <section aria-labelledby="service-title" className="container-site pt-16 pb-20 md:pt-24">
        <p className="eyebrow">Services</p>
        <h1 id="service-title" className="mt-4 text-display font-medium">
          {s.title}
        </h1>
        <div className="mt-10 grid gap-8 lg:grid-cols-12">
          <p className="font-display text-2xl leading-snug lg:col-span-5">{s.kicker}</p>
          <p className="text-lg leading-relaxed text-muted lg:col-span-6 lg:col-start-7">{s.intro}</p>
        </div>
      </section>

      <section aria-labelledby="blocks-title" className="border-y border-line bg-sand/50 py-20">
        <div className="container-site">
          <h2 id="blocks-title" className="text-headline font-medium">
            {s.blocksTitle}
          </h2>
          {s.numbered ? (
            <ol className="mt-12 grid gap-10 md:grid-cols-2 lg:grid-cols-4">
              {s.blocks.map((b, i) => (
                <li key={b.title} className="border-t-2 border-ink pt-5">
                  <span className="font-display text-5xl text-accent" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <h3 className="mt-4 text-2xl font-medium">{b.title}</h3>
                  <p className="mt-3 text-muted">{b.body}</p>
                </li>
              ))}
            </ol>
          ) : (
            <ul className={`mt-12 grid gap-10 md:grid-cols-2 ${s.blocks.length === 3 ? 'lg:grid-cols-3' : s.blocks.length === 4 ? 'lg:grid-cols-4' : ''}`}>
              {s.blocks.map((b) => (
                <li key={b.title} className="border-t-2 border-ink pt-5">
                  <h3 className="text-2xl font-medium">{b.title}</h3>
                  <p className="mt-3 text-muted">{b.body}</p>
                </li>
              ))}
            </ul>
          )}
          {s.approach && (
            <div className="mt-16 grid gap-8 lg:grid-cols-12">
              <h2 className="text-3xl font-medium lg:col-span-4">{s.approach.title}</h2>
              <div className="space-y-5 text-lg leading-relaxed lg:col-span-7 lg:col-start-6">
                {s.approach.body.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="gallery-title" className="container-site py-20">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
          <h2 id="gallery-title" className="text-headline font-medium">
            {s.title} projects
          </h2>
          <Link to="/contact" className={buttonStyles.primary}>
            Start a {s.title.toLowerCase()} project
          </Link>
        </div>
        <PortfolioGrid filter={category} hideFilters />
      </section>
    </>
  );
}
