import { Mail, MapPin, Phone } from 'lucide-react';
import type { FormEvent } from 'react';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { studio } from '../../content/studio.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { useSimulatedSend } from '../../lib/useSimulatedSend.ts';
import { SendButton } from '../../components/ui/ContactFormParts.tsx';
import { EmailAddress } from '../../components/ui/EmailAddress.tsx';

// On a tablet (md) the email and phone share a row and the office's longer
// address takes the next: three cards in a row there left each 110 px of
// text, and split the address and the number mid-word.
const cards = [
  { icon: Mail, title: 'Email', value: <EmailAddress address={studio.email} />, href: `mailto:${studio.email}`, external: false, wide: false },
  { icon: Phone, title: 'Phone', value: studio.phone, href: studio.phoneHref, external: false, wide: false },
  { icon: MapPin, title: 'Office', value: studio.address.lines.slice(0, 3).join(', '), href: studio.address.mapsUrl, external: true, wide: true },
];

export function ContactPage() {
  const meta = <PageMeta title={'Contact'} description={`Write to ${studio.email}, call ${studio.phone} or visit Chowk Design Studio in Kala Ghoda, Mumbai.`} />;
  const { sending, send } = useSimulatedSend();

  // Required fields are checked by the browser (required, type=email) before this runs.
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    send(() => form.reset());
  }

  return (
    <>
      {meta}
      <section aria-labelledby="contact-title" className="container-site pt-16 pb-12 md:pt-24">
        <p className="eyebrow">Contact</p>
        <h1 id="contact-title" className="mt-4 max-w-4xl text-display font-medium">
          Let’s make something for the city
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">
          Tell us what you are working on. We reply to every message within two working days. {studio.hours}.
        </p>
        <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {cards.map(({ icon: Icon, title, value, href, external, wide }) => (
            <li key={title} className={wide ? 'md:col-span-2 lg:col-span-1' : undefined}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="group flex h-full gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 transition-shadow hover:shadow-lg"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
                <span className="min-w-0 wrap-anywhere">
                  <span className="block text-sm font-semibold tracking-[0.14em] text-teal uppercase">{title}</span>
                  <span className="mt-1 block font-medium group-hover:underline">{value}</span>
                  {external && <span className="sr-only"> (opens a map in a new tab)</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="message-title" className="container-site pb-24">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-10 lg:grid lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-4">
            <h2 id="message-title" className="text-4xl font-medium">
              Send us a message
            </h2>
            <p className="mt-4 text-muted">Fields marked required must be filled in. Phone and company help us reply faster, but are optional.</p>
          </div>
          {/* Fields the browser keeps, and method="dialog": safe to use before the app runs (ContactFormParts.tsx). */}
          <form method="dialog" onSubmit={submit} aria-labelledby="message-title" className="mt-8 grid gap-6 sm:grid-cols-2 lg:col-span-8 lg:mt-0">
            <TextField label="Name" hint="(required)" name="name" required autoComplete="name" />
            <TextField label="Email" hint="(required)" name="email" type="email" required autoComplete="email" />
            <TextField label="Phone" hint="(optional)" name="phone" type="tel" autoComplete="tel" />
            <TextField label="Company" hint="(optional)" name="company" autoComplete="organization" />
            <div className="sm:col-span-2">
              <TextAreaField label="Message" className="min-h-36 resize-y" hint="(required)" name="message" required />
            </div>
            <div className="sm:col-span-2">
              <SendButton sending={sending} />
            </div>
          </form>
        </div>
      </section>
    </>
  );
}
