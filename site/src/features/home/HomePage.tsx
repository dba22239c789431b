import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { servicePaths } from '../../content/paths.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { EmailAddress } from '../../components/ui/EmailAddress.tsx';
import { aboutStudio, LANDING_CONTENT_IDS } from '../../content/home.ts';
import { portfolioCategories } from '../../content/categories.ts';
import { serviceSummaries } from '../../content/services.ts';
import { studio } from '../../content/studio.ts';
import { contentCollection, defaultContentItems, useCollection } from '../../lib/storage/index.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PortfolioGrid } from '../../components/portfolio/PortfolioGrid.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { HomeContactForm } from './HomeContactForm.tsx';


/** The landing heading and intro are the two 'hero' content items the owner edits in /admin. */
function useLandingCopy() {
  const items = useCollection(contentCollection)[0].items;
  const text = (id: string) => items.find((i) => i.id === id)?.content || defaultContentItems.find((i) => i.id === id)!.content;
  return { heading: text(LANDING_CONTENT_IDS.heading), intro: text(LANDING_CONTENT_IDS.introduction) };
}

export function HomePage() {
  const meta = <PageMeta title={studio.name} description={'Chowk Design Studio is a Mumbai studio for branding, print, digital and space design: identities, packaging, websites and interiors.'} />;
  const { heading, intro } = useLandingCopy();

  return (
    <>
      {meta}
      <HeroCarousel />

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

      <section id="work" aria-labelledby="work-title" className="border-t border-line bg-sand/50 py-20 md:py-28">
        <div className="container-site">
          <p className="eyebrow">Portfolio</p>
          <h2 id="work-title" className="mt-3 mb-10 text-headline font-medium">
            Selected work
          </h2>
          <PortfolioGrid />
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" className="container-site py-20 md:py-28">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <p className="eyebrow">The studio</p>
            <h2 id="about-title" className="mt-3 text-headline font-medium">
              {aboutStudio.title}
            </h2>
          </div>
          <div className="lg:col-span-7">
            <p className="text-lg leading-relaxed">{aboutStudio.body}</p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {aboutStudio.values.map((v) => (
                <li key={v} className="border-t-2 border-accent pt-3 font-medium">
                  {v}
                </li>
              ))}
            </ul>
            <Link to="/contact" className={`${buttonStyles.secondary} mt-10`}>
              Work with us
            </Link>
          </div>
        </div>
        {/* The spec puts the #contact anchor in the about block; it sits at its end, so the link lands on the form below. */}
        <span id="contact" className="block" />
      </section>

      <section aria-labelledby="contact-title" className="bg-ink py-20 text-paper md:py-28">
        <div className="container-site grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <p className="eyebrow text-[#8fd1c4]">Contact</p>
            <h2 id="contact-title" className="mt-3 text-headline font-medium">
              Tell us about your project
            </h2>
            <p className="mt-6 text-lg text-paper/80">
              A new name, a shopfront, a site that loads on the local train: write to us and a designer, not a salesperson, will reply within two working days.
            </p>
            <p className="mt-6 text-paper/80">
              Or write to{' '}
              <a href={`mailto:${studio.email}`} className="font-semibold text-paper underline underline-offset-4">
                <EmailAddress address={studio.email} />
              </a>
            </p>
          </div>
          <div className="rounded-[var(--radius-card)] bg-paper p-6 text-ink sm:p-10 lg:col-span-7">
            <HomeContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
