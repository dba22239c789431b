import { StockImage } from '../../components/ui/StockImage.tsx';
import { philosophy } from '../../content/about.ts';
import { team } from '../../content/team.ts';
import { PageMeta } from '../../components/PageMeta.tsx';

export function AboutPage() {
  const meta = <PageMeta title="About" description="The philosophy and the people of Chowk Design Studio, a branding, print, digital and space design studio in Kala Ghoda, Mumbai." />;
  return (
    <>
      {meta}
      <section aria-labelledby="about-title" className="container-site pt-16 pb-20 md:pt-24">
        <p className="eyebrow">About us</p>
        <h1 id="about-title" className="mt-4 max-w-4xl text-display font-medium">
          {philosophy.title}
        </h1>
        <div className="mt-12 grid gap-12 lg:grid-cols-12">
          <div className="space-y-6 text-lg leading-relaxed lg:col-span-6">
            {philosophy.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ul className="space-y-5 lg:col-span-5 lg:col-start-8">
            {philosophy.points.map((p) => (
              <li key={p} className="border-l-2 border-accent pl-5 font-medium">
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-title" className="border-t border-line bg-sand/50 py-20">
        <div className="container-site">
          <h2 id="team-title" className="text-headline font-medium">
            Team
          </h2>
          <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((m) => (
              <li key={m.name}>
                <StockImage
                  src={m.image}
                  alt={`Portrait of ${m.name}`}
                  fallbackLabel={m.name}
                  width={600}
                  height={750}
                  widths={[300, 600]}
                  sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                  frameClassName="aspect-[4/5] rounded-[var(--radius-card)]"
                  className="grayscale-[35%]"
                />
                <h3 className="mt-4 text-2xl font-medium">{m.name}</h3>
                <p className="eyebrow mt-1">{m.role}</p>
                <p className="mt-2 text-muted">{m.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
