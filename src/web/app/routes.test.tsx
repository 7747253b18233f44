import { existsSync, readdirSync } from 'node:fs';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { pageNames, pages, patternOf, type PageGuard } from '#shared/pages.ts';
import type { RequireUserProps } from './require-user.tsx';
import { appRoutes, pageModules } from './routes.tsx';

/** The router and the page registry agree: one route per page, at its path, behind its guard. */

type FoundRoute = { id: string; path: string; guard: PageGuard };

/** The guard a layout route's RequireUser element stands for. */
function guardOf(route: RouteObject, outer: PageGuard): PageGuard {
  if (!isValidElement<RequireUserProps>(route.element)) return outer;
  const roles = route.element.props.roles;
  if (!roles) return 'member';
  return roles.includes(ROLE.provider) ? 'provider' : 'admin';
}

/** Every route with a module (id and lazy), with its full pattern and guard. */
function walk(routes: RouteObject[], parent: string, outer: PageGuard): FoundRoute[] {
  return routes.flatMap((route) => {
    const guard = guardOf(route, outer);
    const path = route.index ? parent : (route.path ?? parent);
    const here = route.id && route.lazy ? [{ id: route.id, path, guard }] : [];
    return [...here, ...walk(route.children ?? [], path, guard)];
  });
}

const LAYOUTS = ['admin', 'not-found'];
const found = walk(appRoutes, '/', 'anyone').filter((r) => !LAYOUTS.includes(r.id));

describe('the router and the page registry', () => {
  it('give every registry page one route, at its path, behind its guard', () => {
    const expected = pageNames.map((name) => ({
      id: pageModules[name].id,
      path: patternOf(pages[name]),
      guard: pages[name].guard,
    }));
    const byId = (a: FoundRoute, b: FoundRoute) => a.id.localeCompare(b.id);
    expect([...found].sort(byId)).toEqual([...expected].sort(byId));
  });

  it('have no page route outside the registry, and ids that are module file names', () => {
    const ids = new Set(pageNames.map((name) => pageModules[name].id));
    expect(ids.size).toBe(pageNames.length);
    for (const route of found) expect(ids).toContain(route.id);
    for (const id of [...ids, ...LAYOUTS]) {
      expect(existsSync(`src/web/app/routes/${id}.tsx`), id).toBe(true);
    }
    // Every module in routes/ is a page, a layout, or a helper of pages.
    const helpers = ['known-sub-category'];
    const modules = readdirSync('src/web/app/routes').map((file) => file.replace(/\.tsx$/, ''));
    expect(modules.sort()).toEqual([...ids, ...LAYOUTS, ...helpers].sort());
  });

  it('put the guarded pages behind a guard, and no public page', () => {
    const guarded = found.filter((route) => route.guard !== 'anyone').map((route) => route.id);
    expect(guarded).toContain('account-details');
    expect(guarded).toContain('billing-receipt');
    expect(guarded).toContain('admin-dashboard');
    expect(guarded).not.toContain('login');
  });
});
