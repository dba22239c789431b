import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { PortfolioGrid } from './PortfolioGrid.tsx';

const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('link');

describe('portfolio grid', () => {
  it('offers the five filter tabs, ALL WORKS selected by default, showing all 12 items', () => {
    renderWithRouter(<PortfolioGrid />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['ALL WORKS', 'BRANDING', 'DIGITAL', 'SPACE DESIGN', 'PRINT']);
    expect(screen.getByRole('tab', { name: 'ALL WORKS' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(12);
  });

  it('shows only the chosen category, with its badge in upper case and hyphens as spaces', () => {
    renderWithRouter(<PortfolioGrid />);
    fireEvent.click(screen.getByRole('tab', { name: 'SPACE DESIGN' }));
    expect(screen.getByRole('tab', { name: 'SPACE DESIGN' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'ALL WORKS' })).toHaveAttribute('aria-selected', 'false');
    expect(cards()).toHaveLength(3);
    for (const card of cards()) expect(card).toHaveTextContent('SPACE DESIGN');
  });

  it('links each card to /portfolio/{id}', () => {
    renderWithRouter(<PortfolioGrid />);
    expect(cards()[0]).toHaveAttribute('href', '/portfolio/1');
  });

  it('on a service page shows one category with no filter control', () => {
    renderWithRouter(<PortfolioGrid filter="print" hideFilters />);
    expect(screen.queryByRole('tablist')).toBeNull();
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

describe('portfolio filter tabs and the keyboard', () => {
  it('moves and selects with the arrow keys, Home and End; one tab is in the Tab order', () => {
    renderWithRouter(<PortfolioGrid />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('ALL WORKS').focus();
    fireEvent.keyDown(tab('ALL WORKS'), { key: 'ArrowRight' });
    expect(tab('BRANDING')).toHaveAttribute('aria-selected', 'true');
    expect(tab('BRANDING')).toHaveFocus();
    expect(tab('BRANDING')).toHaveAttribute('tabindex', '0');
    expect(tab('ALL WORKS')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(tab('BRANDING'), { key: 'End' });
    expect(tab('PRINT')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('PRINT'), { key: 'ArrowRight' });
    expect(tab('ALL WORKS')).toHaveAttribute('aria-selected', 'true'); // wraps around
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab('ALL WORKS').id);
  });
});
