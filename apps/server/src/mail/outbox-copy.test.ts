import { describe, expect, it } from 'vitest';
import { outboxCopy } from './outbox-copy.ts';
import { renderMail } from './render-mail.ts';

describe('outboxCopy', () => {
  it('replaces a credential wherever the message writes it: text, HTML, URL-encoded', () => {
    const code = 'a+b/c=d&e<f>"g\'h_0123456789';
    const url = new URL('http://mathsight.test/signup/confirm');
    url.searchParams.set('code', code);
    const mail = renderMail(
      {
        subject: 'Confirm',
        heading: 'Confirm',
        paragraphs: [`Or type the code ${code}`],
        action: { label: 'Confirm', url: url.toString() },
      },
      [{ text: `Unsubscribe: http://x.test/u?token=${encodeURIComponent(code)}`, html: 'footer' }],
    );
    expect(mail.html).toContain(url.toString().replaceAll('&', '&amp;'));

    const kept = outboxCopy(mail, [code]);
    const all = `${kept.subject}\n${kept.text}\n${kept.html}`;
    for (const form of [
      code,
      encodeURIComponent(code),
      url.searchParams.toString().slice(5),
      'a+b/c=d&amp;e',
    ])
      expect(all).not.toContain(form);
    expect(kept.text).toContain('http://mathsight.test/signup/confirm?code=[redacted]');
    expect(kept.text).toContain('Or type the code [redacted]');
    expect(outboxCopy(mail, [])).toEqual(mail);
  });
});
