import * as endpoints from '#shared/api/endpoints.ts';
import { ApiAnswerError, ApiError, apiRequest, isClientError } from './api-client.ts';

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
    await expect(apiRequest(endpoints.categoryList)).resolves.toEqual({
      categories: [],
      subCategory: [],
    });
  });

  it('turns an answer of the wrong shape into an ApiAnswerError that says where and why', async () => {
    answer({ categories: 'none' });
    const error = await apiRequest(endpoints.categoryList).catch((e: unknown) => e);
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
    const error = await apiRequest(endpoints.forgotPassword, { email: '' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: { email: ['is required'] },
    });
    expect(isClientError(error)).toBe(true);
  });

  it('passes the abort signal of a POST read to fetch', async () => {
    const spy = answer({ success: true, services: [], total: 0, page: 1, per_page: 10 });
    const controller = new AbortController();
    await apiRequest(
      endpoints.getSubCategoryServices,
      { city: 'Auckland' },
      { signal: controller.signal },
    );
    expect(spy.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(spy.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});
