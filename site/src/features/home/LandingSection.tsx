import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { portfolioCategories } from '../../content/categories.ts';
import { LANDING_CONTENT_IDS } from '../../content/home.ts';
import { servicePaths } from '../../content/paths.ts';
import { serviceSummaries } from '../../content/services.ts';
import { contentCollection, defaultContentItems, useCollection } from '../../lib/storage/index.ts';

/** The landing heading and intro are the two 'hero' content items the owner edits in /admin. */
function useLandingCopy() {
  const items = useCollection(contentCollection)[0].items;
  const text = (id: string) => items.find((i) => i.id === id)?.content || defaultContentItems.find((i) => i.id === id)!.content;
  return { heading: text(LANDING_CONTENT_IDS.heading), intro: text(LANDING_CONTENT_IDS.introduction) };
}

/** The page's heading and intro (the owner's), its two calls to action, and the four services. */
export function LandingSection() {
  const { heading, intro } = useLandingCopy();
  return (
    <section id="products" aria-labelledby="landing-title" className="container-site py-20 wrap-anywhere md:py-28">
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <p className="eyebrow">Kala Ghoda, Mumbai · since 2014</p>
          <h1 id="landing-title" className="mt-4 text-display font-medium">
            {heading}
          </h1>
        </div>
        <div className="flex flex-col justify-end lg:col-span-4">
          <p className="text-lg leading-relaxed text-muted">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/#work" className={buttonStyles.primary}>
              Explore our work
            </Link>
            <Link to="/#contact" className={buttonStyles.secondary}>
              Contact us
            </Link>
          </div>
        </div>
      </div>

      <h2 className="sr-only">Services</h2>
      <ul className="mt-16 grid gap-px overflow-hidden rounded-[var(--radius-card)] border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
        {portfolioCategories.map((c) => (
          <li key={c} className="bg-paper">
            <Link to={servicePaths[c]} className="group flex h-full flex-col p-7 transition-colors hover:bg-sand">
              <h3 className="text-2xl font-medium group-hover:underline decoration-accent decoration-2 underline-offset-4">{serviceSummaries[c].title}</h3>
              <p className="mt-3 flex-1 text-muted">{serviceSummaries[c].summary}</p>
              <ArrowRight aria-hidden="true" className="mt-6 size-5 text-accent transition-transform duration-200 group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
