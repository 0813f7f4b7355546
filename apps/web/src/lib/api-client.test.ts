import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../test/render.tsx';
import { TEXT } from '@jaunt/contract';
import {
  api,
  ApiError,
  errorMessage,
  getToken,
  setToken,
  setUnauthorizedHandler,
} from './api-client.ts';

afterEach(() => {
  setToken(null);
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('sends the bearer token, the JSON body and the query', async () => {
    const fetch = mockFetch(on('POST', '/api/lists', 201, { _id: 'l1' }));
    setToken('tok123');
    const out = await api('/api/lists', {
      method: 'POST',
      body: { name: 'Fun' },
      query: { a: 1, b: undefined },
    });
    expect(out).toEqual({ _id: 'l1' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/lists?a=1');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok123');
    expect(init?.body).toBe('{"name":"Fun"}');
  });

  it('throws ApiError with status, code, message and fields', async () => {
    mockFetch(
      on('POST', '/api/users', 409, {
        code: 'CONFLICT',
        message: 'Taken',
        fields: { email: 'Taken' },
      }),
    );
    const error = await api('/api/users', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Taken',
      fields: { email: 'Taken' },
    });
  });

  it('a 401 on any call clears the token and runs the unauthorized handler', async () => {
    mockFetch(
      on('GET', '/api/orders/my', 401, { code: 'UNAUTHORIZED', message: 'You must be signed in.' }),
    );
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setToken('expired');
    await expect(api('/api/orders/my')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the login call or GET /api/users/me is not a lost session', async () => {
    mockFetch(
      on('POST', '/auth/local', 401, { message: 'This password is not correct.' }),
      on('GET', '/api/users/me', 401, { message: 'You must be signed in.' }),
    );
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(api('/auth/local', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    await expect(api('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it("shows the server's refusal, and the screen's own text for a failure the server could not explain", () => {
    const refusal = new ApiError(400, {
      code: 'BAD_REQUEST',
      message: 'Commission is between 0 and 100',
    });
    expect(errorMessage(refusal, TEXT.businessSaveFailed)).toBe('Commission is between 0 and 100');
    const fault = new ApiError(500, { code: 'INTERNAL', message: TEXT.genericError });
    expect(errorMessage(fault, TEXT.businessSaveFailed)).toBe(TEXT.businessSaveFailed);
    expect(errorMessage(new TypeError('Failed to fetch'), TEXT.userUpdateFailed)).toBe(
      'There was an error updating your user information',
    );
    expect(errorMessage(new ApiError(502, {}), TEXT.genericError)).toBe(TEXT.genericError);
  });
});
