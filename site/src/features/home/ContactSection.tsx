import { EmailAddress } from '../../components/ui/EmailAddress.tsx';
import { studio } from '../../content/studio.ts';
import { HomeContactForm } from './HomeContactForm.tsx';

/** The home page's contact block: a word on how the studio replies, its email, and the form. */
export function ContactSection() {
  return (
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
  );
}
