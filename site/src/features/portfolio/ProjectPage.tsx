import { ArrowLeft, Star } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths, servicePaths } from '../../content/paths.ts';
import { CoverImage } from '../../components/ui/CoverImage.tsx';
import { imageSlots } from '../../content/imageSlots.ts';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { categoryDisplayNames } from '../../content/categories.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { MissingNotice } from '../../components/ui/MissingNotice.tsx';
import { ProjectGallery } from './ProjectGallery.tsx';
import { projectSections } from './projectSections.ts';
import { usePortfolio } from '../../lib/storage/usePortfolio.ts';

/** The cover photo's alt text, on the page and in its link preview. */
const coverAlt = (title: string) => `${title}: the finished work`;

export function ProjectPage() {
  const { id } = useParams();
  const item = usePortfolio().find((p) => p.id === id);
  const navigate = useNavigate();
  const meta = <PageMeta title={item?.title ?? 'Project Not Found'} description={item?.description ?? 'This project does not exist or has been removed.'} image={item?.image} imageAlt={item && coverAlt(item.title)} indexable={item !== undefined} />;

  if (!item) {
    return (
      <>
        {meta}
        <MissingNotice kicker={<p className="eyebrow">Portfolio</p>} title="Project Not Found" message="The project you are looking for doesn't exist or has been removed.">
          <button type="button" onClick={() => navigate('/')} className={buttonStyles.primary}>
            Return to Home
          </button>
        </MissingNotice>
      </>
    );
  }

  const name = categoryDisplayNames[item.category];
  const s = projectSections(item);
  return (
    <article aria-labelledby="project-title" className="pt-10 pb-24 wrap-anywhere md:pt-14">
      {meta}
      <div className="container-site">
        <Link to={servicePaths[item.category]} className="inline-flex items-center gap-2 text-sm font-semibold text-teal hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to {name}
        </Link>
        <div className="mt-8 flex flex-wrap items-center gap-2">
          <span className="badge">{name}</span>
          {item.featured && (
            <span className="badge bg-accent text-white">
              <Star aria-hidden="true" className="size-3" /> Featured Project
            </span>
          )}
        </div>
        <h1 id="project-title" className="mt-5 max-w-4xl text-display font-medium">
          {item.title}
        </h1>
        <p className="mt-6 max-w-3xl text-xl leading-relaxed text-muted">{item.description}</p>
      </div>

      <div className="container-site mt-12">
        <CoverImage src={item.image} alt={coverAlt(item.title)} fallbackLabel={item.title} slot={imageSlots.projectCover} />
      </div>

      <div className="container-site mt-16 grid gap-14 lg:grid-cols-12">
        <div className="space-y-12 lg:col-span-7">
          <section aria-labelledby="overview">
            <h2 id="overview" className="text-3xl font-medium">Project Overview</h2>
            <p className="mt-4 text-lg leading-relaxed">{s.overview}</p>
          </section>
          <section aria-labelledby="challenge">
            <h2 id="challenge" className="text-3xl font-medium">Challenge</h2>
            <p className="mt-4 text-lg leading-relaxed">{s.challenge}</p>
          </section>
          <section aria-labelledby="approach">
            <h2 id="approach" className="text-3xl font-medium">Our Approach</h2>
            <p className="mt-4 text-lg leading-relaxed">{s.approach}</p>
          </section>
          <section aria-labelledby="results">
            <h2 id="results" className="text-3xl font-medium">Results</h2>
            <ul className="mt-4 space-y-3 text-lg">
              {s.results.map((r) => (
                <li key={r} className="border-l-2 border-accent pl-4">{r}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-labelledby="highlights" className="self-start rounded-[var(--radius-card)] bg-sand p-8 lg:col-span-4 lg:col-start-9">
          <h2 id="highlights" className="text-2xl font-medium">Project Highlights</h2>
          <ul className="mt-5 space-y-3">
            {s.highlights.map((h) => (
              <li key={h} className="flex gap-3"><span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />{h}</li>
            ))}
          </ul>
          <Link to={paths.contact} className={`${buttonStyles.primary} mt-8 w-full`}>
            Get in Touch
          </Link>
        </aside>
      </div>

      <ProjectGallery />
    </article>
  );
}
