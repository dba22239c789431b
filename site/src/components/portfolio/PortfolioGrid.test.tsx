import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { PortfolioGrid } from './PortfolioGrid.tsx';

const cards = () => within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('link');
const pill = (name: string) => within(screen.getByRole('radiogroup', { name: 'Filter projects by category' })).getByRole('radio', { name });

describe('portfolio grid', () => {
  it('offers the five filters, ALL WORKS chosen by default, showing all 12 items', () => {
    renderWithRouter(<PortfolioGrid />);
    const pills = within(screen.getByRole('radiogroup', { name: 'Filter projects by category' })).getAllByRole('radio');
    expect(pills.map((r) => r.closest('label')!.textContent)).toEqual(['ALL WORKS', 'BRANDING', 'DIGITAL', 'SPACE DESIGN', 'PRINT']);
    expect(pill('ALL WORKS')).toBeChecked();
    expect(cards()).toHaveLength(12);
  });

  it('shows only the chosen category, with its badge in upper case and hyphens as spaces', () => {
    renderWithRouter(<PortfolioGrid />);
    fireEvent.click(pill('SPACE DESIGN'));
    expect(pill('SPACE DESIGN')).toBeChecked();
    expect(pill('ALL WORKS')).not.toBeChecked();
    expect(cards()).toHaveLength(3);
    for (const card of cards()) expect(card).toHaveTextContent('SPACE DESIGN');
  });

  it('links each card to /portfolio/{id}', () => {
    renderWithRouter(<PortfolioGrid />);
    expect(cards()[0]).toHaveAttribute('href', '/portfolio/1');
  });

  it('on a service page shows one category with no filter control', () => {
    renderWithRouter(<PortfolioGrid filter="print" hideFilters />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const l of links) expect(l).toHaveTextContent('PRINT');
  });

  it('reads the portfolio the owner saved in this browser', () => {
    localStorage.setItem('cms-portfolio-items', JSON.stringify([{ id: '77', title: 'Owner’s project', description: 'd', image: '', category: 'digital' }]));
    renderWithRouter(<PortfolioGrid />);
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveAttribute('href', '/portfolio/77');
  });
});
