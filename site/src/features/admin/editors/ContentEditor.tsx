import { useId, type FormEvent } from 'react';
import { type ContentItem } from '../../../lib/storage/index.ts';
import { collections } from '../../../lib/storage/all.ts';
import { FormButtons, ItemActions } from '../components/EditorParts.tsx';
import { controlClass, Label, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { EmptyState, Panel } from '../components/Panel.tsx';
import { timestampId, useCollectionEditor } from '../useCollectionEditor.ts';
import { useReportUnsaved, type EditorProps } from '../useDraftGuard.ts';

type Form = { title: string; section: string; content: string };
const blank = (): Form => ({ title: '', section: '', content: '' });

/** Where a content item shows on the site; the others are kept for later use. */
export const contentPlaces: Record<string, string> = {
  '1': 'Home page: landing heading',
  '2': 'Home page: landing introduction',
};

export function ContentEditor({ confirm, onUnsavedChange }: EditorProps) {
  const ed = useCollectionEditor(collections.content, blank, (i: ContentItem): Form => ({ title: i.title, section: i.section, content: i.content }), { confirm });
  useReportUnsaved(ed.unsaved, onUnsavedChange);
  const ids = { section: useId() };

  async function submit(e: FormEvent) {
    e.preventDefault();
    // No field is required: the spec's defaults fill the gaps.
    const values = { title: ed.form.title.trim() || 'New Content', section: ed.form.section.trim() || 'general', content: ed.form.content };
    const ok =
      ed.mode === 'add'
        ? ed.commit([...ed.items, { id: timestampId(ed.items), ...values }], 'New content added')
        : await ed.commitEdit(values, 'Content updated');
    if (ok) ed.reset();
  }

  async function remove(item: ContentItem) {
    if (await confirm('Delete this content item?', `“${item.title}” will be removed from this browser.`)) ed.remove(item.id, 'Content deleted');
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title={ed.mode === 'add' ? 'Add content' : 'Edit content'}>
        <form id={ed.formId} onSubmit={submit} aria-label={ed.mode === 'add' ? 'Add content' : 'Edit content'} className="grid grid-cols-1 gap-4">
          <TextField dense label="Title" placeholder="New Content" value={ed.form.title} onChange={(e) => ed.setForm({ ...ed.form, title: e.target.value })} />
          <div>
            <Label htmlFor={ids.section}>Section</Label>
            <input id={ids.section} className={controlClass(true)} placeholder="general" list="content-sections" value={ed.form.section} onChange={(e) => ed.setForm({ ...ed.form, section: e.target.value })} />
            <datalist id="content-sections">
              <option value="hero" />
              <option value="about" />
              <option value="footer" />
              <option value="general" />
            </datalist>
          </div>
          <TextAreaField dense label="Content" rows={5} value={ed.form.content} onChange={(e) => ed.setForm({ ...ed.form, content: e.target.value })} />
          <FormButtons mode={ed.mode} onCancel={ed.reset} addLabel="Add content" />
        </form>
      </Panel>
      <Panel title={`Content items (${ed.items.length})`}>
        <p className="mb-4 text-sm text-muted">
          Items 1 and 2 (section hero) are the home page’s landing heading and introduction: edit them to change the home page. Other items are kept here for future pages.
        </p>
        {ed.items.length === 0 ? (
          <EmptyState>No content items. The home page shows its built-in text.</EmptyState>
        ) : (
          <ul className="divide-y divide-line">
            {ed.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
                <div className="min-w-0 flex-1 wrap-anywhere">
                  <p className="font-semibold">{item.title}</p>
                  <p className="mt-0.5 text-xs tracking-wide text-muted uppercase">Section: {item.section}</p>
                  {/* A line of its own: beside the section it wrapped raggedly on a phone. */}
                  {contentPlaces[item.id] && <p className="mt-0.5 text-xs text-teal">Shown on {contentPlaces[item.id]}</p>}
                  <p className="mt-1 line-clamp-2 text-sm">{item.content || <em className="text-muted">(empty)</em>}</p>
                </div>
                <ItemActions name={item.title} onEdit={() => ed.startEdit(item)} onDelete={() => remove(item)} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
