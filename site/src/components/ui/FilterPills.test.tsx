import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPills } from './FilterPills.tsx';

describe('filter pills', () => {
  it('is a labelled group of buttons, the chosen one pressed', () => {
    render(<FilterPills label="Filter posts by category" options={['All', 'Typography']} value="Typography" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Filter posts by category' });
    expect(within(group).getByRole('button', { name: 'Typography' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names each option by optionLabel', () => {
    render(<FilterPills label="Filter" options={['all', 'print']} optionLabel={(o) => o.toUpperCase()} value="all" onChange={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['ALL', 'PRINT']);
  });

  it('reports the option chosen', () => {
    const onChange = vi.fn();
    render(<FilterPills label="Filter" options={['all', 'print']} value="all" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'print' }));
    expect(onChange).toHaveBeenCalledWith('print');
  });
});
