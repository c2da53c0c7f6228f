/** @jest-environment jsdom */
import { setAnalyticsEndpoint, track } from '@site/src/analytics/track';

describe('track', () => {
  beforeEach(() => {
    delete window.__docsAnalytics;
    setAnalyticsEndpoint('');
  });

  it('records events in window.__docsAnalytics', () => {
    track('docs-search', { query: 'embed token', results: 3 });
    expect(window.__docsAnalytics).toEqual([
      expect.objectContaining({ event: 'docs-search', payload: { query: 'embed token', results: 3 } }),
    ]);
  });

  it('sends a beacon only when an endpoint is configured', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    track('docs-search', { query: 'a' });
    expect(sendBeacon).not.toHaveBeenCalled();
    setAnalyticsEndpoint('https://collect.quantaloop.example/e');
    track('docs-search', { query: 'b' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://collect.quantaloop.example/e');
    expect(JSON.parse(body)).toMatchObject({ event: 'docs-search', payload: { query: 'b' } });
  });

  it('never throws, even when the beacon does', () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new Error('queue full');
      },
      configurable: true,
    });
    setAnalyticsEndpoint('https://collect.quantaloop.example/e');
    expect(() => track('docs-search', { query: 'c' })).not.toThrow();
  });
});
