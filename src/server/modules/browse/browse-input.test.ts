import { describe, expect, it } from 'vitest';

import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

/** Every read call refuses malformed input with a 4xx and a clear message, never a 500. */
describe.each(testDbKinds)('browse input checks on %s', (kind) => {
  const t = useTestApp(kind);

  const big = 'x'.repeat(100 * 1024);
  const nul = 'carpet\u0000cleaning';

  const postCases: [string, unknown, RegExp][] = [
    ['/api/getSubCategoryServices', { subCategory_id: 'abc' }, /subCategory_id must be a number/],
    [
      '/api/getSubCategoryServices',
      { subCategory_id: 1.5 },
      /subCategory_id must be a whole number/,
    ],
    ['/api/getSubCategoryServices', { subCategory_id: 3e9 }, /subCategory_id is too large/],
    ['/api/getSubCategoryServices', { category_id: -3 }, /category_id must be a positive id/],
    ['/api/getSubCategoryServices', { category_id: { id: 1 } }, /category_id/],
    ['/api/getSubCategoryServices', { city: ['Auckland'] }, /city/],
    ['/api/getSubCategoryServices', { city: nul }, /city must not contain NUL bytes/],
    ['/api/getSubCategoryServices', { suburb: big }, /suburb must be at most 100 characters/],
    ['/api/getSubCategoryServices', { q: big }, /q must be at most 200 characters/],
    ['/api/getSubCategoryServices', { q: nul }, /q must not contain NUL bytes/],
    [
      '/api/getSubCategoryServices',
      { sort: 'price' },
      /sort must be one of relevance, rating, newest/,
    ],
    ['/api/getSubCategoryServices', { sort: 'id;DROP TABLE services' }, /sort must be one of/],
    ['/api/getSubCategoryServices', { type: 'industrial' }, /type must be one of/],
    ['/api/getSubCategoryServices', { page: 0 }, /page must be at least 1/],
    ['/api/getSubCategoryServices', { page: '1e309' }, /page must be a number/],
    ['/api/getSubCategoryServices', { page: 99_999_999 }, /page must be at most 10000/],
    ['/api/getSubCategoryServices', { per_page: 101 }, /per_page must be at most 100/],
    ['/api/getSubCategoryServices', { per_page: 'all' }, /per_page must be a number/],
    ['/api/getSubCategoryServices', { user_id: 'me' }, /user_id must be a number/],
    ['/api/getSubCategoryServices', [1, 2], /body/],
    ['/api/getSubCategoryServices', 'carpet', /body/],
    ['/api/getPopularServicesAndCategories', { limit: 0 }, /limit must be at least 1/],
    ['/api/getPopularServicesAndCategories', { limit: 1e12 }, /limit must be at most 50/],
    ['/api/getPopularServicesAndCategories', { limit: 'ten' }, /limit must be a number/],
    ['/api/get-subCategory-service', {}, /slug/],
    ['/api/get-subCategory-service', { slug: big }, /slug must be at most 200 characters/],
    ['/api/get-subCategory-service', { slug: nul }, /slug must not contain NUL bytes/],
    ['/api/get-subCategory-service', { slug: 42 }, /slug/],
    ['/api/get-type-services', { type: 'industrial' }, /type must be one of/],
    ['/api/get-type-services', { type: 7 }, /type must be one of/],
    ['/api/get-type-services', { type: 'trade', sort: 'cheapest' }, /sort/],
  ];

  it.each(postCases)('POST %s with %j → 400', async (url, payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 0, success: false });
    expect(body.message).toMatch(message);
  });

  const getCases: [string, RegExp][] = [
    ['/api/service-detail', /id/],
    ['/api/service-detail?id=', /id is required/],
    [`/api/service-detail?id=${'a'.repeat(300)}`, /id must be at most 200 characters/],
    ['/api/service-detail?id=a%00b', /id must not contain NUL bytes/],
    ['/api/service-detail?id=x&user_id=abc', /user_id must be a number/],
    ['/api/seller-detail', /id/],
    ['/api/seller-detail?id=a%00b', /NUL/],
    ['/api/seller-services', /id/],
    ['/api/seller-services?id=abc', /id must be a number/],
    ['/api/seller-services?id=1&page=0', /page must be at least 1/],
    ['/api/seller-services?id=99999999999', /id is too large/],
    ['/api/seller-services?id=1&sort=name', /sort must be one of/],
    ['/api/all-services?page=-1', /page must be at least 1/],
    ['/api/all-services?per_page=1000000', /per_page must be at most 100/],
    ['/api/all-services?per_page=1&per_page=2', /per_page/],
    ['/api/all-services?sort=price', /sort must be one of/],
    ['/api/all-services?type=industrial', /type must be one of/],
    [`/api/all-services?q=${'q'.repeat(5000)}`, /q must be at most 200 characters/],
    ['/api/AllServiceProviders?page=abc', /page must be a number/],
    ['/api/AllServiceProviders?per_page=0', /per_page must be at least 1/],
    ['/api/get-reviews', /service_id/],
    ['/api/get-reviews?service_id=abc', /service_id must be a number/],
    ['/api/get-reviews?service_id=1.5', /service_id must be a whole number/],
    ['/api/get-reviews?service_id=1e400', /service_id/],
    ['/api/get-reviews?service_id=1&per_page=101', /per_page must be at most 100/],
  ];

  it.each(getCases)('GET %s → 400', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses malformed JSON and a too large body without a 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      headers: { 'content-type': 'application/json' },
      payload: '{"city": "Auck',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ q: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('ignores unknown keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      payload: { city: 'Auckland', status: 'pending', order: 'password_hash', __proto__: 1 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('documents every browse call in the OpenAPI page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/getSubCategoryServices',
      '/api/getPopularServicesAndCategories',
      '/api/get-subCategory-service',
      '/api/get-type-services',
      '/api/service-detail',
      '/api/seller-detail',
      '/api/seller-services',
      '/api/all-services',
      '/api/AllServiceProviders',
      '/api/get-reviews',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
