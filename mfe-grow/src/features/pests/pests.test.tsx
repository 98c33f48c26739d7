import { act, screen, within } from '@testing-library/react';
import PestGuide from './PestGuideScreen';
import { renderPage } from '@pepper/ui/testing';
import { expectBackToMenu, expectTabs } from '../../test/page-checks';
import { DISEASES, PESTS, TREATMENTS } from '@pepper/content/grow/pests';

const renderPests = () => renderPage('/guides/pests', <PestGuide />);
const shownPests = () =>
  within(screen.getByRole('list', { name: 'Pests' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the pest and disease guide', () => {
  it('covers at least 10 real pests and 10 diseases, each complete', () => {
    expect(PESTS.length).toBeGreaterThanOrEqual(10);
    expect(DISEASES.length).toBeGreaterThanOrEqual(10);
    for (const t of [...PESTS, ...DISEASES]) {
      expect(['Low', 'Medium', 'High']).toContain(t.severity);
      expect(t.description.length).toBeGreaterThan(20);
      for (const list of [t.symptoms, t.prevention, t.treatment]) expect(list.length).toBeGreaterThan(0);
    }
    for (const t of TREATMENTS)
      for (const v of [t.uses, t.application, t.frequency, t.notes]) expect(v).not.toBe('');
  });

  it('links back to the menu and has the tabs pests, diseases, treatments and prevention, pests first', () => {
    renderPests();
    expectBackToMenu();
    expectTabs(['Pests', 'Diseases', 'Treatments', 'Prevention']);
    expect(shownPests()).toHaveLength(PESTS.length);
  });

  it('combines the text search, the severity filter and Organic Only, and Clear resets them', async () => {
    const { user } = renderPests();
    await user.type(screen.getByLabelText('Search'), 'mite');
    expect(shownPests()).toEqual(['Spider Mites', 'Broad Mites']);
    await user.selectOptions(screen.getByLabelText('Severity'), 'High');
    expect(shownPests()).toEqual(['Spider Mites', 'Broad Mites']);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'beetle');
    // Pepper weevil (a snout beetle) is High; flea beetles are Low.
    expect(shownPests()).toEqual(['Pepper Weevil']);
    await user.clear(screen.getByLabelText('Search'));
    await user.click(screen.getByRole('tab', { name: 'Diseases' }));
    await user.click(screen.getByLabelText('Organic Only'));
    const diseases = within(screen.getByRole('list', { name: 'Diseases' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(diseases.length).toBeGreaterThan(0);
    for (const name of diseases) {
      const d = DISEASES.find((x) => x.name === name)!;
      expect(d.severity).toBe('High');
      expect(d.organic).toBe(true);
    }
    expect(diseases).not.toContain('Phytophthora Blight');
    await user.click(screen.getByRole('link', { name: 'Clear' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Severity')).toHaveValue('All');
    expect(screen.getByLabelText('Organic Only')).not.toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Diseases' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(DISEASES.length);
  });

  it('takes its filters from the address, and Clear links to the guide without them, on the same tab', () => {
    renderPage('/guides/pests?search=mite&severity=High&organic=1&tab=pests', <PestGuide />);
    expect(screen.getByLabelText('Search')).toHaveValue('mite');
    expect(screen.getByLabelText('Severity')).toHaveValue('High');
    expect(screen.getByLabelText('Organic Only')).toBeChecked();
    expect(screen.getByText(/^\d+ pests? and \d+ diseases? shown$/)).toHaveTextContent(
      `${PESTS.filter((p) => (/mite/i.test(p.name) || /mite/i.test(p.description)) && p.severity === 'High' && p.organic).length} pests`,
    );
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/guides/pests?tab=pests');
  });

  it('counts what it shows in words that fit the number: one disease, several pests', () => {
    renderPage('/guides/pests?severity=High&organic=1&tab=diseases', <PestGuide />);
    const diseases = DISEASES.filter((d) => d.severity === 'High' && d.organic).length;
    const pests = PESTS.filter((p) => p.severity === 'High' && p.organic).length;
    expect(diseases).toBe(1);
    expect(screen.getByText(/ shown$/)).toHaveTextContent(`${pests} pests and 1 disease shown`);
  });

  it('keeps every filter changed at once in the address (entries made before the page’s code came)', () => {
    const { location } = renderPage('/guides/pests', <PestGuide />);
    const severity = screen.getByLabelText<HTMLSelectElement>('Severity');
    const organic = screen.getByLabelText<HTMLInputElement>('Organic Only');
    act(() => {
      severity.value = 'High';
      severity.dispatchEvent(new Event('change', { bubbles: true }));
      organic.click();
    });
    expect(location()).toBe('/guides/pests?severity=High&organic=1');
  });

  it('says when nothing matches', async () => {
    const { user } = renderPests();
    await user.type(screen.getByLabelText('Search'), 'zzzz');
    expect(screen.getByRole('heading', { name: 'No pests match' })).toBeInTheDocument();
  });

  it('describes treatments with uses, application, frequency and notes, and prevention', async () => {
    const { user } = renderPests();
    await user.click(screen.getByRole('tab', { name: 'Treatments' }));
    const soap = screen.getByRole('heading', { name: 'Insecticidal Soap' }).closest('div')!.parentElement!;
    for (const label of ['Uses:', 'Application:', 'Frequency:'])
      expect(within(soap).getByText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Prevention' }));
    expect(screen.getByText('Indoors, keep humidity at 40-60% with a fan')).toBeInTheDocument();
  });
});
