import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import * as v from 'valibot';
import { notify } from '../../../lib/toaster.ts';
import { blogCategories } from '../../../content/categories.ts';
import { STOCK_HOST } from '../../../content/images.ts';
import type { BlogPost } from '../../../content/posts.ts';
import { replaceFailedImages } from '../../../lib/postImages.ts';
import { formatPostDate } from '../../../lib/formatPostDate.ts';
import { collections } from '../../../lib/storage/all.ts';
import { isEmptyHtml } from '../../../lib/trustedHtml.ts';
import { preloadSanitizer, retrySanitizer, useSanitizedHtml } from '../../../lib/useSanitizedHtml.ts';
import { FormButtons, ItemRow } from '../components/EditorParts.tsx';
import { ImageUrlField } from '../components/ImageUrlField.tsx';
import { controlClass, Label, SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { EmptyState, Panel } from '../components/Panel.tsx';
import { fieldErrors } from '../../../lib/formErrors.ts';
import { today } from '../today.ts';
import { POST_MISSING, PostForm } from './formSchemas.ts';
import { nextPostId, useCollectionEditor } from '../useCollectionEditor.ts';
import { useReportUnsaved, type EditorProps } from '../useDraftGuard.ts';

type Form = { title: string; excerpt: string; content: string; date: string; author: string; image: string; category: string };
const blank = (): Form => ({ title: '', excerpt: '', content: '', date: today(), author: '', image: '', category: '' });
// The date control holds yyyy-mm-dd: a stored 'October 14, 2026' opens as 2026-10-14.
const toForm = (p: BlogPost): Form => ({ title: p.title, excerpt: p.excerpt, content: p.content ?? '', date: formatPostDate(p.date).iso ?? p.date, author: p.author, image: p.image, category: p.category });
const isDay = (date: string) => formatPostDate(date).iso === date;

// The admin is often left open: fetch the preview's sanitizer with it, not
// when the Blog Posts tab is first opened, perhaps offline by then.
preloadSanitizer();

const previewUnavailable = (
  <p role="alert" className="rounded border border-line bg-paper p-4 text-sm text-muted">
    The preview could not be loaded. Check your connection: what you type is kept, and saving still works.
  </p>
);

/**
 * The preview, or a note when the sanitizer cannot load. Nothing shows until
 * its chunk has loaded, the first time. After a failure each edit tries the
 * load again; the note sits outside the error boundary, so it stays in place
 * (announced once, not at every keystroke) until a retry succeeds.
 */
function PreviewOrNote({ html }: { html: string }) {
  const [unavailable, setUnavailable] = useState(false);
  return (
    <>
      {unavailable && previewUnavailable}
      <ErrorBoundary resetKeys={[html]} onReset={retrySanitizer} onError={() => setUnavailable(true)} fallback={null}>
        <Suspense fallback={null}>
          <ContentPreview html={html} onShown={() => setUnavailable(false)} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** The post body as the public page will show it: sanitized. Nothing while it is empty. */
function ContentPreview({ html, onShown }: { html: string; onShown: () => void }) {
  useEffect(onShown); // runs only once this has rendered: not while loading, not after a failure
  if (!html) return null;
  return <SanitizedPreview html={html} />;
}

function SanitizedPreview({ html }: { html: string }) {
  const preview = useSanitizedHtml(html);
  if (isEmptyHtml(preview)) return null;
  return (
    <section aria-label="Content preview" className="rounded border border-line bg-paper p-4">
      <p className="eyebrow mb-2">Preview</p>
      <div ref={replaceFailedImages} className="prose-studio text-base" dangerouslySetInnerHTML={{ __html: preview }} />
    </section>
  );
}

export function BlogEditor({ confirm, onUnsavedChange }: EditorProps) {
  const [tried, setTried] = useState(false);
  const ed = useCollectionEditor(collections.posts, blank, toForm, { confirm, onFresh: () => setTried(false) });
  useReportUnsaved(ed.unsaved, onUnsavedChange);
  const ids = { content: useId(), date: useId() };
  const f = ed.form;
  // Once a save was tried, each field says what it lacks until it has it.
  const errors = tried ? fieldErrors(PostForm, f) : {};

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    const checked = v.safeParse(PostForm, f);
    if (!checked.success) {
      notify.error(POST_MISSING);
      return;
    }
    const { title, excerpt, author, category } = checked.output;
    // A date left on the day it had keeps the words it was written in ('October 14, 2026').
    const before = ed.items.find((p) => p.id === ed.editingId)?.date;
    const date = before !== undefined && formatPostDate(before).iso === f.date ? before : f.date || today();
    const values = { title, excerpt, content: f.content, date, author, image: f.image.trim(), category };
    const ok =
      ed.mode === 'add'
        ? ed.commit([{ id: nextPostId(ed.items), ...values }, ...ed.items], 'New blog post created successfully')
        : await ed.commitEdit(values, 'Blog post updated successfully');
    if (ok) ed.reset();
  }

  async function remove(post: BlogPost) {
    if (!(await confirm('Delete this blog post?', `“${post.title}” will be removed from the blog in this browser.`))) return;
    ed.remove(post.id, 'Blog post deleted successfully');
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title={ed.mode === 'add' ? 'Write a blog post' : 'Edit blog post'}>
        <form id={ed.formId} onSubmit={submit} noValidate aria-label={ed.mode === 'add' ? 'Write a blog post' : 'Edit blog post'} className="grid grid-cols-1 gap-4">
          <TextField dense label="Title" hint="(required)" value={f.title} error={errors.title} onChange={(e) => ed.setForm({ ...f, title: e.target.value })} />
          <TextAreaField dense label="Excerpt" hint="(required)" rows={2} value={f.excerpt} error={errors.excerpt} onChange={(e) => ed.setForm({ ...f, excerpt: e.target.value })} />
          {/* Author and date side by side only in a form wide enough for both (a container query). */}
          <div className="@container">
            <div className="grid grid-cols-1 gap-4 @sm:grid-cols-2">
              <TextField dense label="Author" hint="(required)" value={f.author} error={errors.author} onChange={(e) => ed.setForm({ ...f, author: e.target.value })} />
              <div>
                <Label htmlFor={ids.date}>Date</Label>
                {/* A date control writes yyyy-mm-dd, the one form of a day every page, the feed and `make publish` read. */}
                <input id={ids.date} type="date" className={controlClass(true)} aria-describedby={`${ids.date}-hint`} value={f.date && isDay(f.date) ? f.date : ''} onChange={(e) => ed.setForm({ ...f, date: e.target.value })} />
                <p id={`${ids.date}-hint`} className="mt-1 text-xs text-muted">
                  {/* A date stored as words no calendar reads stays as it is until a day is picked. */}
                  {f.date && !isDay(f.date) ? `Kept as written, “${f.date}”, until you pick a day.` : 'Today if left empty.'}
                </p>
              </div>
            </div>
          </div>
          <SelectField dense label="Category" hint="(required)" value={f.category} error={errors.category} onChange={(e) => ed.setForm({ ...f, category: e.target.value })}>
            <option value="">Choose a category</option>
            {blogCategories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <ImageUrlField value={f.image} onChange={(image) => ed.setForm({ ...f, image })} />
          <div>
            <Label htmlFor={ids.content}>Content (HTML)</Label>
            <textarea id={ids.content} rows={8} className={`${controlClass(true)} font-mono`} value={f.content} onChange={(e) => ed.setForm({ ...f, content: e.target.value })} />
            <p className="mt-1 text-xs text-muted">Paragraphs, headings, lists, links and images are kept; scripts, styles and event handlers are removed before anything is shown. An image shows from {new URL(STOCK_HOST).host} or the image library; from any other site the page shows its alt text in a tinted block instead.</p>
          </div>
          <PreviewOrNote html={f.content} />
          <FormButtons mode={ed.mode} onCancel={ed.reset} addLabel="Create blog post" />
        </form>
      </Panel>
      <Panel title={`Blog posts (${ed.items.length})`}>
        {ed.items.length === 0 ? (
          <EmptyState>No blog posts: the public blog is empty in this browser.</EmptyState>
        ) : (
          <ul className="@container divide-y divide-line">
            {ed.items.map((post) => (
              <ItemRow key={post.id} title={post.title} image={post.image} onEdit={() => ed.startEdit(post)} onDelete={() => remove(post)}>
                <p className="font-semibold">{post.title}</p>
                <p className="text-xs text-muted">
                  #{post.id} · {post.category} · {post.date} · {post.author}
                </p>
                <p className="mt-1 line-clamp-2 text-sm">{post.excerpt}</p>
              </ItemRow>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
