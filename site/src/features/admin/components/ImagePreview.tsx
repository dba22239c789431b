import { useState } from 'react';

/**
 * A thumbnail that admits failure: a URL that does not load shows the given
 * message (spec: 'Invalid Image URL' in a form, 'Image Not Found' in a list).
 */
export function ImagePreview({ url, alt, failedText, className = '' }: { url: string; alt: string; failedText: string; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url) return null;
  if (failedUrl === url) {
    return (
      <div role="img" aria-label={`${alt}: ${failedText}`} className={`flex items-center justify-center bg-sand text-center text-xs font-semibold text-accent-dark ${className}`}>
        {failedText}
      </div>
    );
  }
  return <img src={url} alt={alt} width={320} height={240} className={`bg-sand object-cover ${className}`} onError={() => setFailedUrl(url)} />;
}
