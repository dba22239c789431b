import { fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FilterPills } from './FilterPills.tsx';

describe('filter pills', () => {
  it('is a labelled radio group, the chosen option checked', () => {
    render(<FilterPills label="Filter posts by category" options={['All', 'Typography']} value="Typography" onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Filter posts by category' });
    expect(within(group).getByRole('radio', { name: 'Typography' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'All' })).not.toBeChecked();
  });

  it('names each option by optionLabel', () => {
    render(<FilterPills label="Filter" options={['all', 'print']} optionLabel={(o) => o.toUpperCase()} value="all" onChange={() => {}} />);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['ALL', 'PRINT']);
  });

  it('reports the option chosen', () => {
    const onChange = vi.fn();
    render(<FilterPills label="Filter" options={['all', 'print']} value="all" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'print' }));
    expect(onChange).toHaveBeenCalledWith('print');
  });

  /** The pills as the prerender writes them, on the page: hydrate() then runs the app on them. */
  function prerendered(onChange: (value: string) => void) {
    const pills = () => <FilterPills label="Filter" options={['all', 'print']} value="all" onChange={onChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(pills());
    document.body.append(container);
    onTestFinished(() => container.remove());
    return { container, hydrate: () => act(async () => void hydrateRoot(container, pills())) };
  }

  it('takes up, as the app starts, the option chosen on the prerendered page', async () => {
    const onChange = vi.fn();
    const { container, hydrate } = prerendered(onChange);
    // The browser checks the radio button with no script running.
    within(container).getByRole('radio', { name: 'print' }).click();
    expect(onChange).not.toHaveBeenCalled();
    await hydrate();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('print');
  });

  it('reports nothing as the app starts when the choice shown is its own', async () => {
    const onChange = vi.fn();
    await prerendered(onChange).hydrate();
    expect(onChange).not.toHaveBeenCalled();
  });
});
