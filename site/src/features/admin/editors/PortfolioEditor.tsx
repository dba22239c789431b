import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { notify } from '../../../lib/toaster.ts';
import { categoryDisplayNames, portfolioCategories } from '../../../content/categories.ts';
import type { PortfolioItem } from '../../../content/portfolio.ts';
import { collections } from '../../../lib/storage/all.ts';
import { FormButtons, ItemRow } from '../components/EditorParts.tsx';
import { ImagePreview } from '../components/ImagePreview.tsx';
import { ImageUrlField } from '../components/ImageUrlField.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { EmptyState, Panel } from '../components/Panel.tsx';
import { fieldErrors } from '../../../lib/formErrors.ts';
import { timestampId, useCollectionEditor } from '../useCollectionEditor.ts';
import { useReportUnsaved, type EditorProps } from '../useDraftGuard.ts';
import { PROJECT_MISSING, ProjectForm } from './formSchemas.ts';

type Form = { title: string; description: string; category: string; image: string; featured: boolean };
const blank = (): Form => ({ title: '', description: '', category: '', image: '', featured: false });
const toForm = (i: PortfolioItem): Form => ({ title: i.title, description: i.description, category: i.category, image: i.image, featured: !!i.featured });

export function PortfolioEditor({ confirm, onUnsavedChange }: EditorProps) {
  const [tried, setTried] = useState(false);
  const ed = useCollectionEditor(collections.portfolio, blank, toForm, { confirm, onFresh: () => setTried(false) });
  useReportUnsaved(ed.unsaved, onUnsavedChange);
  const ids = { featured: useId() };
  const f = ed.form;
  // Once a save was tried, each field says what it lacks until it has it.
  const errors = tried ? fieldErrors(ProjectForm, f) : {};

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    const checked = v.safeParse(ProjectForm, f);
    if (!checked.success) {
      notify.error(PROJECT_MISSING);
      return;
    }
    const { title, description, image, category } = checked.output;
    const values = { title, description, image, category, featured: f.featured };
    const ok =
      ed.mode === 'add'
        ? ed.commit([...ed.items, { id: timestampId(ed.items), ...values }], 'New portfolio item added')
        : await ed.commitEdit(values, 'Portfolio item updated');
    if (ok) ed.reset();
  }

  async function remove(item: PortfolioItem) {
    if (await confirm('Delete this portfolio item?', `“${item.title}” will disappear from the portfolio in this browser.`)) ed.remove(item.id, 'Portfolio item deleted');
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title={ed.mode === 'add' ? 'Add a portfolio item' : 'Edit portfolio item'}>
        <form id={ed.formId} onSubmit={submit} noValidate aria-label={ed.mode === 'add' ? 'Add a portfolio item' : 'Edit portfolio item'} className="grid grid-cols-1 gap-4">
          <TextField dense label="Title" hint="(required)" value={f.title} error={errors.title} onChange={(e) => ed.setForm({ ...f, title: e.target.value })} />
          <TextAreaField dense label="Description" hint="(required)" rows={4} value={f.description} error={errors.description} onChange={(e) => ed.setForm({ ...f, description: e.target.value })} />
          <SelectField dense label="Category" hint="(required)" value={f.category} error={errors.category} onChange={(e) => ed.setForm({ ...f, category: e.target.value })}>
            <option value="">Choose a category</option>
            {portfolioCategories.map((c) => (
              <option key={c} value={c}>
                {categoryDisplayNames[c]}
              </option>
            ))}
          </SelectField>
          <ImageUrlField value={f.image} required error={errors.image} onChange={(image) => ed.setForm({ ...f, image })} />
          {f.image && (
            <div>
              <p className="text-sm font-semibold">Preview</p>
              <ImagePreview url={f.image} alt="Preview of the portfolio image" failedText="Invalid Image URL" className="mt-1.5 aspect-[4/3] w-full max-w-xs rounded" />
            </div>
          )}
          <label htmlFor={ids.featured} className="flex items-center gap-2 text-sm font-semibold">
            <input id={ids.featured} type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={f.featured} onChange={(e) => ed.setForm({ ...f, featured: e.target.checked })} />
            Featured project
          </label>
          <FormButtons mode={ed.mode} onCancel={ed.reset} addLabel="Add portfolio item" />
        </form>
      </Panel>
      <Panel title={`Portfolio items (${ed.items.length})`}>
        {ed.items.length === 0 ? (
          <EmptyState>No portfolio items: the public portfolio is empty in this browser.</EmptyState>
        ) : (
          <ul className="@container divide-y divide-line">
            {ed.items.map((item) => (
              <ItemRow key={item.id} title={item.title} image={item.image} onEdit={() => ed.startEdit(item)} onDelete={() => remove(item)}>
                <p className="font-semibold">{item.title}</p>
                <p className="text-xs tracking-wide text-muted uppercase">
                  {categoryDisplayNames[item.category]}
                  {item.featured && ' · Featured'}
                </p>
                <p className="mt-1 line-clamp-2 text-sm">{item.description}</p>
              </ItemRow>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
