import { beforeAll, describe, expect, it } from 'vitest';

import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { multipartBody } from '#tests/helpers/http.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

/** The original client sends JSON, urlencoded and multipart bodies: each filters alike. */
describe.each(testDbKinds)('browse body encodings on %s', (kind) => {
  let f: BrowseFixture;
  const t = useTestApp(kind, { env: { RESPONSE_CACHE: 'false' } });
  beforeAll(async () => {
    f = await seedBrowseFixture(t.handle.db);
  });

  const slugsOf = (body: { services: { slug: string }[] }) =>
    body.services.map((s) => s.slug).sort();
  const search = (payload: string | Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      headers: { 'content-type': contentType },
      payload,
    });

  it('filters a multipart and an urlencoded search exactly like a JSON one', async () => {
    const fields = {
      subCategory_id: String(f.subs.carpet.id),
      city: 'Auckland',
      suburb: 'Parnell',
    };
    const json = await search(JSON.stringify(fields), 'application/json');
    const form = await search(
      new URLSearchParams(fields).toString(),
      'application/x-www-form-urlencoded',
    );
    const multi = multipartBody(fields);
    const multipart = await search(multi.payload, multi.headers['content-type']!);
    expect(json.statusCode).toBe(200);
    expect(slugsOf(json.json())).toEqual(['rug-and-carpet-care']);
    expect(slugsOf(form.json())).toEqual(['rug-and-carpet-care']);
    expect(multipart.statusCode).toBe(200);
    expect(slugsOf(multipart.json())).toEqual(['rug-and-carpet-care']);
  });

  it('checks multipart fields like JSON ones (400 with the field)', async () => {
    const multi = multipartBody({ subCategory_id: 'abc' });
    const res = await search(multi.payload, multi.headers['content-type']!);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.subCategory_id).toEqual(['subCategory_id must be a number']);
  });

  it('answers 415 to a body it cannot read, and 400 to a broken multipart form', async () => {
    const text = await search('subCategory_id=1', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ status: 0, success: false });
    const xml = await search('<q/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    const broken = await search('--nope\r\n', 'multipart/form-data; boundary=xyz');
    expect(broken.statusCode).toBe(400);
  });
});
