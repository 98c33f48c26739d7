import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setServerReachable } from '@pepper/ui/connection';
import { OfflineNotice } from './OfflineNotice';

afterEach(() => setServerReachable(true));

describe('the offline notice', () => {
  it('says politely that the app is offline, and goes away when the connection returns', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setServerReachable(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      /You are offline\. Saved pages, search and tools still work/,
    );
    act(() => setServerReachable(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
