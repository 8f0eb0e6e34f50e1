import { withSessionState } from './session-state';

describe('the session state a page carries', () => {
  const page = '<!doctype html><html><head><title>Sorsi</title></head><body><div id="root"></div></body></html>';

  it('goes at the end of the head as a JSON data block (not a script the CSP must allow)', () => {
    expect(withSessionState(page, null)).toContain(
      '<title>Sorsi</title><script type="application/json" id="sorsi-session">null</script></head>',
    );
  });

  it('cannot be ended early by a name that contains </script>', () => {
    const html = withSessionState(page, { firstName: '</script><script>alert(1)</script>\u2028' } as never);
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /id="sorsi-session">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ firstName: '</script><script>alert(1)</script>\u2028' });
  });

  it('leaves the page alone when the state is unknown (the app then asks)', () => {
    expect(withSessionState(page, undefined)).toBe(page);
  });
});
