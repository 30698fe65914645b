import { describe, expect, it } from 'vitest';
import { afterRemoval, badgeText, excerpt, MESSAGE_PAGE, messageIdOf, messagePath, shouldMarkRead } from '../../web/src/features/messages/messages';
import { PAGES } from '../../web/src/routing/pages';
import { itReturns } from '../helpers/table';

describe('private messages page (seed 001 §2 /{lang}/user/privateMessage/{messageId?})', () => {
  it('is a page of its own, not the placeholder', () => {
    const page = PAGES.find((p) => p.path === 'user/privateMessage/:messageId?');
    const placeholder = PAGES.find((p) => p.path === 'virtual-sports');
    expect(page?.titleKey).toBe('privateMessage');
    expect(page!.load).not.toBe(placeholder!.load);
  });

  it('pages by 20 (seed 001 §9)', () => expect(MESSAGE_PAGE).toBe(20));

  itReturns('messagePath(%s) = %s', messagePath, [
    [undefined, 'user/privateMessage'],
    [null, 'user/privateMessage'],
    ['', 'user/privateMessage'],
    ['42', 'user/privateMessage/42'],
  ]);

  itReturns('messageIdOf(%s) = %s', messageIdOf, [
    [undefined, null],
    ['', null],
    ['abc', null],
    ['12a', null],
    ['-1', null],
    ['1234567890123456789', null],
    ['7', '7'],
    ['123456789012345678', '123456789012345678'],
  ]);

  itReturns('badgeText(%s) = "%s"', badgeText, [
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ]);

  itReturns('excerpt(%j)', excerpt, [
    ['Short', 'Short'],
    ['  Line one\n\nline   two ', 'Line one line two'],
    ['word '.repeat(30), `${'word '.repeat(18).trim()}…`],
    ['x'.repeat(120), `${'x'.repeat(90)}…`],
  ]);

  it('leaves the reader only when the removed message was the open one', () => {
    expect(afterRemoval('5', '5')).toBe('user/privateMessage');
    expect(afterRemoval('5', '6')).toBeNull();
    expect(afterRemoval(null, '6')).toBeNull();
  });

  it('marks a shown message read once, and only an unread one', () => {
    const marked = new Set<string>();
    expect(shouldMarkRead(null, marked)).toBe(false);
    expect(shouldMarkRead({ legacyId: '1', read: true }, marked)).toBe(false);
    expect(shouldMarkRead({ legacyId: '1', read: false }, marked)).toBe(true);
    marked.add('1');
    expect(shouldMarkRead({ legacyId: '1', read: false }, marked)).toBe(false);
  });
});
