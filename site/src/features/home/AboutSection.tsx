import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { aboutStudio } from '../../content/home.ts';

/** The studio in a paragraph and its values; the #contact anchor at its end. */
export function AboutSection() {
  return (
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
  );
}
