import { useId, type ReactNode } from 'react';

type Props = {
  /** Above the heading: an eyebrow word, or the not-found page's large numeral. */
  kicker: ReactNode;
  title: string;
  message: string;
  /** The way back: a link or button styled as the primary button. */
  children: ReactNode;
};

/**
 * The centred notice a page shows for something that is not there: an
 * unknown path, post or project. On a phone held sideways (`short:`) the
 * padding and type tighten so that the heading and the way back fit the
 * first screen under the header; at the upright sizes they sat below it.
 */
export function MissingNotice({ kicker, title, message, children }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="container-site py-28 text-center md:py-40 short:py-6">
      {kicker}
      <h1 id={titleId} className="mt-4 text-headline font-medium short:mt-1 short:text-4xl">
        {title}
      </h1>
      <p className="mx-auto mt-5 max-w-lg text-lg text-muted short:mt-2 short:max-w-xl short:text-base">{message}</p>
      <div className="mt-10 short:mt-4">{children}</div>
    </section>
  );
}
