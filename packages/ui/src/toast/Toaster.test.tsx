import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from './Toaster';
import { getToasts, resetToasts, toast } from './toast-store';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('the toast viewport', () => {
  it('shows the title and description, and F8 moves focus to it', async () => {
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'Required',
          description: 'Please enter a suggestion before submitting.',
          variant: 'destructive',
        }),
    );
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a suggestion before submitting.')).toBeInTheDocument();
    const viewport = screen.getByRole('region', { name: /Notifications/ });
    expect(viewport.contains(document.activeElement)).toBe(false);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(viewport.contains(document.activeElement)).toBe(true);
  });

  it('has a named close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Thank you!' }));
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('offers one named action that runs when pressed', () => {
    render(<Toaster />);
    let reloaded = 0;
    act(
      () =>
        void toast({
          title: 'New version available',
          action: { label: 'Reload', altText: 'Reload the page', onClick: () => (reloaded += 1) },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloaded).toBe(1);
  });

  it('closes a toast by itself 5 seconds after it shows, unless it asks for longer', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => void vi.advanceTimersByTime(4_900));
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', open: true });
    act(() => void vi.advanceTimersByTime(200));
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', open: false });

    act(() => void toast({ title: 'New version available', duration: 60_000 }));
    act(() => void vi.advanceTimersByTime(30_000));
    expect(getToasts()[0]).toMatchObject({ title: 'New version available', open: true });
  });
});
