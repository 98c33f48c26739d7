import { MemoryRouter } from '@pepper/router/memory';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { HeatBadge } from './HeatBadge';
import { HeatBar } from './HeatBar';
import { PageHeader } from './PageHeader';
import { PepperCard } from './PepperCard';

describe('UI kit', () => {
  it('makes every button at least 44 px tall', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).className).toContain('min-h-touch');
  });

  it('labels heat badges by level', () => {
    render(<HeatBadge level="very-hot" />);
    expect(screen.getByText('Very Hot')).toBeInTheDocument();
  });

  it('caps a heat bar at 100% and names it', () => {
    render(<HeatBar percent={250} label="Pepper X heat" />);
    expect(screen.getByRole('meter', { name: 'Pepper X heat' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('gives the page header a named back link', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Glossary" backTo="/menu" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to menu' })).toHaveAttribute('href', '/menu');
  });

  it('links a pepper card to its page and shows the bomb when asked', () => {
    render(
      <MemoryRouter>
        <PepperCard
          pepper={{
            id: 7,
            name: 'Pepper X',
            heatLevel: 'superhot',
            shuMin: 2_500_000,
            shuMax: 3_180_000,
            imageUrl: '/api/images/peppers/7.svg',
          }}
          barPercent={100}
          shuText="2.5M - 3.2M SHU"
          bomb
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Pepper X' })).toHaveAttribute('href', '/peppers/7');
    expect(screen.getByRole('img', { name: 'Over 3 million SHU' })).toBeInTheDocument();
  });
});
