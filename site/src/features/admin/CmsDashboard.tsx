import * as Tabs from '@radix-ui/react-tabs';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { compactButtonStyles } from '../../components/ui/buttonStyles.ts';
import { useConfirm } from './components/ConfirmDialog.tsx';
import { DataTools } from './components/DataTools.tsx';
import { StorageWarnings } from './components/StorageWarnings.tsx';
import { BlogEditor } from './editors/BlogEditor.tsx';
import { ContentEditor } from './editors/ContentEditor.tsx';
import { ImagesEditor } from './editors/ImagesEditor.tsx';
import { PortfolioEditor } from './editors/PortfolioEditor.tsx';
import { useDraftGuard } from './useDraftGuard.ts';

const tabs = [
  { value: 'content', label: 'Content', Editor: ContentEditor },
  { value: 'images', label: 'Images', Editor: ImagesEditor },
  { value: 'portfolio', label: 'Portfolio Items', Editor: PortfolioEditor },
  { value: 'blog', label: 'Blog Posts', Editor: BlogEditor },
] as const;
const tabLabels = tabs.map((t) => t.label);

export function CmsDashboard({ onLogout }: { onLogout: () => void }) {
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const drafts = useDraftGuard(tabLabels, confirm);
  const logout = async () => {
    if (await drafts.confirmDiscard('Log out with unsaved changes?', 'Log out')) onLogout();
  };

  return (
    <section aria-labelledby="cms-title" className="container-site py-10 md:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Studio admin · demo</p>
          <h1 id="cms-title" className="mt-2 text-4xl font-medium md:text-5xl">
            Content manager
          </h1>
          <p className="mt-2 text-sm text-muted">Changes are saved in this browser and show on the site in this browser only.</p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={compactButtonStyles.secondary} onClick={() => navigate('/')}>
            View Site
          </button>
          <button type="button" className={compactButtonStyles.primary} onClick={logout}>
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </button>
        </div>
      </div>

      <div className="mt-8 grid gap-3">
        <StorageWarnings confirm={confirm} />
        <DataTools confirm={confirm} />
      </div>

      <Tabs.Root defaultValue="content" className="mt-8">
        <Tabs.List aria-label="Content types" className="grid grid-cols-2 gap-x-1 border-b border-line sm:flex sm:flex-wrap">
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink"
            >
              {t.label}
              {drafts.unsaved.has(t.label) && (
                <>
                  <span aria-hidden="true" className="ml-1.5 inline-block size-2 rounded-full bg-accent align-middle forced-colors:border" title="Unsaved changes" />
                  <span className="sr-only">(unsaved changes)</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Every tab stays mounted, hidden when not chosen, so a half-written form survives a look at another tab. */}
        {tabs.map(({ value, label, Editor }) => (
          <Tabs.Content key={value} value={value} forceMount className="pt-6 data-[state=inactive]:hidden">
            <Editor confirm={confirm} onUnsavedChange={drafts.reporter(label)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {dialog}
    </section>
  );
}
