import { renderPage, serverPageHtml } from '@pepper/ui/testing';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { VarietyPicker } from './VarietyPicker';

/** A form's picker, holding its choice as the page's code does. */
function Chooser() {
  const [pepperId, setPepperId] = useState<number | null>(null);
  return <VarietyPicker value={pepperId} onChange={setPepperId} />;
}

describe('the variety picker of a form the page sends with its code', () => {
  it('arrives from the server with Change variety disabled and busy: it does nothing before the code comes', () => {
    const html = serverPageHtml('/garden', <VarietyPicker value={1000} onChange={() => undefined} />);
    const change = within(html).getByRole('button', { name: 'Change variety' });
    expect(change).toBeDisabled();
    expect(change).toHaveAttribute('aria-busy', 'true');
  });

  it('chooses a variety from its matches and changes it, with the code', async () => {
    const { user } = renderPage('/garden', <Chooser />);
    await user.type(screen.getByRole('searchbox', { name: 'Variety' }), 'a');
    const matches = await screen.findByRole('list', { name: 'Matching varieties' });
    const first = within(matches).getAllByRole('button')[0]!;
    const name = within(first).getAllByText(/./)[0]!.textContent!;
    expect(first).toBeEnabled();
    expect(first).toHaveAttribute('aria-busy', 'false');
    await user.click(first);
    expect(screen.getByTestId('chosen-variety')).toHaveTextContent(name);
    const change = screen.getByRole('button', { name: 'Change variety' });
    expect(change).toBeEnabled();
    await user.click(change);
    expect(screen.getByRole('searchbox', { name: 'Variety' })).toBeInTheDocument();
  });
});
