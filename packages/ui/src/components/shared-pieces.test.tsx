import { Route, Routes, useLocation } from '@pepper/router';
import { MemoryRouter } from '@pepper/router/memory';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchX } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { useTabInAddress } from '../hooks/useTabInAddress';
import { EmptyState } from './EmptyState';
import { CountField, Field, NumberField, TextAreaField } from './Field';
import { FigureTable } from './FigureTable';
import { FormProblem } from './FormProblem';
import { SignInToKeep } from './SignInToKeep';
import { SectionTab, SectionTabs } from './Tabs';
import { Thumbnail } from './Thumbnail';

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function AddressTabs() {
  const [tab, show] = useTabInAddress(['guides', 'climate']);
  return (
    <SectionTabs label="Sections" value={tab} onValueChange={show}>
      <SectionTab value="guides" title="Guides">
        Guide list
      </SectionTab>
      <SectionTab value="climate" title="Climate">
        Zones
      </SectionTab>
    </SectionTabs>
  );
}

const inRouter = (ui: React.ReactNode, at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Search />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('section tabs', () => {
  it('makes the row of tabs from the sections, in order, and opens the first', () => {
    render(
      <SectionTabs label="Cooking topics">
        <SectionTab value="techniques" title="Techniques">
          Roasting
        </SectionTab>
        <SectionTab value="safety" title="Safety">
          Gloves
        </SectionTab>
      </SectionTabs>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Cooking topics' })).toBeInTheDocument();
    expect(tabs.map((t) => t.textContent)).toEqual(['Techniques', 'Safety']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Roasting');
  });

  it('keeps the open tab in the address, the first tab being the plain address', async () => {
    const user = userEvent.setup();
    inRouter(<AddressTabs />, '/grow?tab=climate');
    expect(screen.getByRole('tab', { name: 'Climate' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Zones');

    await user.click(screen.getByRole('tab', { name: 'Guides' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('tab', { name: 'Climate' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=climate');
  });

  it('opens the first tab when the address names no known tab', () => {
    inRouter(<AddressTabs />, '/grow?tab=weeds');
    expect(screen.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('shared pieces', () => {
  it('holds a thumbnail’s space before it loads and loads it only near the screen', () => {
    const { container } = render(<Thumbnail src="/a.webp" size={80} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
    expect(img.style.width).toBe('80px');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('gives an empty state its way on as a button-styled link', () => {
    inRouter(
      <EmptyState icon={SearchX} title="No Peppers Found" link={{ to: '/peppers', label: 'Browse' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No Peppers Found');
    const link = screen.getByRole('link', { name: 'Browse' });
    expect(link).toHaveAttribute('href', '/peppers');
    expect(link.className).toContain('min-h-touch');
  });

  it('labels a field and reads its hint with it', () => {
    render(<Field label="Plants" hint="How many you will set out" />);
    expect(screen.getByRole('textbox', { name: 'Plants' })).toHaveAccessibleDescription(
      'How many you will set out',
    );
  });

  it('labels a box of free text and keeps what is typed, line breaks included', async () => {
    render(<TextAreaField label="Your suggestion" rows={3} />);
    const box = screen.getByRole('textbox', { name: 'Your suggestion' });
    await userEvent.type(box, 'More peppers{enter}from Peru');
    expect(box).toHaveValue('More peppers\nfrom Peru');
  });

  it('names a measure with its unit and takes a decimal from the phone’s decimal pad', async () => {
    render(<NumberField label="Bed length" unit="ft" defaultValue="10" />);
    const length = screen.getByRole('spinbutton', { name: 'Bed length (ft)' });
    expect(length).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(length);
    await userEvent.type(length, '2.5');
    expect(length).toHaveValue(2.5);
    expect(length).toBeValid();
  });

  it('takes a count as a whole number from zero up, from the phone’s number pad', async () => {
    render(<CountField label="Plants" defaultValue="1" />);
    const plants = screen.getByRole('spinbutton', { name: 'Plants' });
    expect(plants).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(plants);
    await userEvent.type(plants, '2.5');
    expect(plants).toBeInvalid();
    await userEvent.clear(plants);
    await userEvent.type(plants, '-1');
    expect(plants).toBeInvalid();
  });

  it("announces a form's problem as an alert, and shows nothing while there is none", () => {
    const { rerender } = render(<FormProblem>{null}</FormProblem>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormProblem>Give the day the seeds were sown.</FormProblem>);
    expect(screen.getByRole('alert')).toHaveTextContent('Give the day the seeds were sown.');
  });

  it('reads a table of figures row by row, each row named by its first cell', () => {
    render(
      <FigureTable
        caption="Harvest"
        columns={[{ label: 'Variety' }, { label: 'Pods', numeric: true }]}
        rows={[{ key: 'h', cells: ['Habanero', 9] }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Harvest' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Habanero' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '9' }).className).toContain('text-right');
  });

  it('sends a visitor to sign in and back to the page they kept something on', () => {
    inRouter(<SignInToKeep kept="Kept here." gain="to keep it everywhere." returnTo="/garden" />);
    expect(screen.getByRole('status')).toHaveTextContent('Kept here. Sign in to keep it everywhere.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fgarden',
    );
  });
});
