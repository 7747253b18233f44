import { z } from 'zod';

import { CategoryListResponseSchema } from '#shared/api/catalogue.ts';
import { ApiAnswerError, ApiError, apiGet, apiPost, isClientError } from './api-client.ts';

function answer(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('api client', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns the answer parsed with the shared schema', async () => {
    answer({ categories: [], subCategory: [], extra: 'dropped' });
    await expect(apiGet('/api/category-list', CategoryListResponseSchema)).resolves.toEqual({
      categories: [],
      subCategory: [],
    });
  });

  it('turns an answer of the wrong shape into an ApiAnswerError that says where and why', async () => {
    answer({ categories: 'none' });
    const error = await apiGet('/api/category-list', CategoryListResponseSchema).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiAnswerError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(
      /^The answer of \/api\/category-list does not match the expected shape \(categories: /,
    );
    expect(isClientError(error)).toBe(false);
  });

  it("throws an ApiError with the server's message and field errors on 4xx", async () => {
    answer(
      { status: 0, success: false, message: 'Invalid input', errors: { email: ['is required'] } },
      400,
    );
    const error = await apiPost('/api/password/forgot', z.unknown(), {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: { email: ['is required'] },
    });
    expect(isClientError(error)).toBe(true);
  });

  it('passes the abort signal of a POST read to fetch', async () => {
    const spy = answer({ categories: [], subCategory: [] });
    const controller = new AbortController();
    await apiPost('/api/x', CategoryListResponseSchema, { a: 1 }, controller.signal);
    expect(spy.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});
