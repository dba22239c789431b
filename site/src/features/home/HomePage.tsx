import { PageMeta } from '../../components/PageMeta.tsx';
import { PortfolioGrid } from '../../components/portfolio/PortfolioGrid.tsx';
import { studio } from '../../content/studio.ts';
import { AboutSection } from './AboutSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { LandingSection } from './LandingSection.tsx';

/** The home page: the hero, the landing intro and services, the portfolio, the studio and the contact form. */
export function HomePage() {
  return (
    <>
      <PageMeta title={studio.name} description="Chowk Design Studio is a Mumbai studio for branding, print, digital and space design: identities, packaging, websites and interiors." />
      <HeroCarousel />

      <LandingSection />

      <section id="work" aria-labelledby="work-title" className="border-t border-line bg-sand/50 py-20 md:py-28">
        <div className="container-site">
          <p className="eyebrow">Portfolio</p>
          <h2 id="work-title" className="mt-3 mb-10 text-headline font-medium">
            Selected work
          </h2>
          <PortfolioGrid />
        </div>
      </section>

      <AboutSection />
      <ContactSection />
    </>
  );
}
