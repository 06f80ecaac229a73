// The routing the pages use, as the prerenderer renders it from a given address: the route that matches and its
// parameters, the query read once (never decoded twice), links' addresses, and which link says it is the current page.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppRouter, Link, NavLink, Route, Switch, useLocation, useParams, useSearchParams } from './router';

function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  const [params] = useSearchParams();
  return <output>{JSON.stringify({ pathname, search, hash, state, key, email: params.get('email'), tags: params.getAll('tag') })}</output>;
}

function Order() {
  const { token } = useParams<{ token: string }>();
  return <p>order {token}</p>;
}

function render(address: string) {
  return renderToString(
    <AppRouter location={address}>
      <Switch>
        <Route path="/order/:token">
          <Order />
        </Route>
        <Route path="/faq">
          <nav>
            <NavLink to="/faq">FAQ</NavLink>
            <NavLink to="/">Home</NavLink>
            <Link to="/create-song?fresh=true">Start</Link>
          </nav>
        </Route>
        <Route>
          <Where />
        </Route>
      </Switch>
    </AppRouter>,
  );
}

describe('the app router, rendered from an address', () => {
  it('shows the first route that matches, with its parameters', () => {
    expect(render('/order/AbC_123-x')).toContain('order <!-- -->AbC_123-x');
  });

  it('falls through to the route without a path, and reads the query once', () => {
    const html = render('/no-such-page?email=a%2Bb%40example.com&tag=x%2520y&tag=z');
    const where = JSON.parse(/<output>(.*)<\/output>/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
      string,
      unknown
    >;
    expect(where).toEqual({
      pathname: '/no-such-page',
      search: '?email=a%2Bb%40example.com&tag=x%2520y&tag=z',
      hash: '',
      state: null,
      key: 'default',
      // A "+" stays a plus, and an encoded "%20" stays the three characters it stands for.
      email: 'a+b@example.com',
      tags: ['x%20y', 'z'],
    });
  });

  it('writes links as plain addresses, and marks only the current page', () => {
    const html = render('/faq');
    expect(html).toContain('<a aria-current="page" href="/faq">FAQ</a>');
    expect(html).toContain('<a href="/">Home</a>');
    expect(html).toContain('<a href="/create-song?fresh=true">Start</a>');
  });
});
