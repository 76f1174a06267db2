import { describe, expect, it, vi } from 'vitest';
import { ApiError, AppError, logRouterError, mutationErrorNotice, queryErrorNotice, serialiseError } from './errors';

describe('error catalogue', () => {
  it('prefixes query codes with Q_ and uses Q without a code', () => {
    expect(queryErrorNotice(new AppError('boom', 'X1', 'a.b'))).toEqual({ message: 'boom', code: 'Q_X1', path: 'a.b' });
    expect(queryErrorNotice(new AppError('boom', ''))).toMatchObject({ code: 'Q' });
  });
  it('prefixes mutation codes with SYS_ and uses ERR_SYS without a code', () => {
    expect(mutationErrorNotice(new AppError('boom', 'X1', 'p'))).toEqual({
      message: 'boom',
      code: 'SYS_X1',
      path: 'p',
    });
    expect(mutationErrorNotice(new AppError('boom', ''))).toMatchObject({ code: 'ERR_SYS' });
  });
  it("shows a known API error's own message and code", () => {
    expect(queryErrorNotice(new ApiError('Bad page', 'BAD_REQUEST', 400, '/news'))).toEqual({
      message: 'Bad page',
      code: 'BAD_REQUEST',
      path: '/news',
    });
  });
  it('serialises anything else into the message', () => {
    expect(queryErrorNotice(new TypeError('x is undefined')).message).toBe(
      '{"name":"TypeError","message":"x is undefined"}',
    );
    expect(queryErrorNotice({ weird: true }).message).toBe('{"weird":true}');
    expect(serialiseError('plain')).toBe('plain');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(serialiseError(circular)).toBe('[object Object]');
  });
  it('only logs router errors', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logRouterError(new Error('chunk failed'));
    expect(log).toHaveBeenCalledWith('[router]', expect.any(Error));
  });
});
