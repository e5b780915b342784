/** The way back after sign-in never leaves the console (000 §2.2; issue 5 "bad input"). */
import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../pages/redirect-target';
import { isLoginTypePage, loginUrl, safeRedirect } from './redirects';

describe('safeRedirect', () => {
  it.each(['/users', '/users?x=1', '/users/3/edit?pageId=ab12#top', '/registration/confirm/abc', '/terms-and-conditions', '/a%2F%2Fb'])(
    'keeps the console path %s',
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    ['empty', ''],
    ['absent', null],
    ['another site', 'https://evil.example/'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/users'],
    ['backslash host', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['backslash later', '/users\\..\\\\evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript behind a slash', '/javascript:alert(1)//\n'],
    ['tab browsers strip into //', '/\t/evil.example'],
    ['newline browsers strip into //', '/\n/evil.example'],
    ['relative', 'users'],
    ['the root', '/'],
    ['the login page', '/login?redirect=/users'],
    ['choose-project', '/choose-project'],
    ['registration', '/registration/abc'],
    ['self-registration', '/self-registration'],
    ['password recovery', '/password/recovery'],
  ])('refuses %s', (_, target) => {
    expect(safeRedirect(target)).toBeUndefined();
  });
});

describe('login-type pages', () => {
  it.each([
    ['/login', true],
    ['/choose-project', true],
    ['/registration', true],
    ['/registration/tok3n', true],
    ['/self-registration/code', true],
    ['/password/recovery', true],
    ['/password/reset/tok3n', true],
    ['/registration/confirm/tok3n', false],
    ['/terms-and-conditions', false],
    ['/guest-access/5', false],
    ['/home', false],
    ['/passwords', false],
  ])('%s: %s', (path, loginType) => {
    expect(isLoginTypePage(path)).toBe(loginType);
  });
});

describe('redirectTarget and loginUrl', () => {
  it('reads the redirect query, path and query together', () => {
    expect(redirectTarget({ search: `?redirect=${encodeURIComponent('/users?x=1')}` })).toBe('/users?x=1');
  });

  it('ignores an off-site redirect and goes home', () => {
    expect(redirectTarget({ search: '?redirect=https%3A%2F%2Fevil.example' })).toBe('/home');
    expect(redirectTarget({ search: '?redirect=%2F%2Fevil.example' })).toBe('/home');
  });

  it('falls back to the page react-admin left, then home', () => {
    expect(redirectTarget({ search: '', state: { nextPathname: '/roles', nextSearch: '?page=2' } })).toBe('/roles?page=2');
    expect(redirectTarget({ search: '', state: { nextPathname: '//evil.example' } })).toBe('/home');
  });

  it('builds /login with the way back, and without one for unsafe targets', () => {
    expect(loginUrl('/users?x=1')).toBe('/login?redirect=%2Fusers%3Fx%3D1');
    expect(loginUrl('//evil.example')).toBe('/login');
    expect(loginUrl('/login')).toBe('/login');
  });
});
