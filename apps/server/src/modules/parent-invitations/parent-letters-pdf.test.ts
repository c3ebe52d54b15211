import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { parentLettersPdf, qrPath } from './parent-letters-pdf.ts';

describe('parent letters', () => {
  it('draws each dark module of the QR code once, in its square grid', () => {
    const url = 'https://mathsight.example/signup/parent/invite-code?code=ABCDEFGHJK';
    const { size, d } = qrPath(url);
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(size).toBe(qr.modules.size);
    const dark = Array.from(qr.modules.data).filter(Boolean).length;
    expect(d.match(/M/g)).toHaveLength(dark);
  });

  it('prints one A4 page per student, the names set in embedded fonts', async () => {
    const pdf = await parentLettersPdf({
      letters: [
        { firstName: 'Thi Minh', lastName: 'Nguyễn', code: 'ABCDEFGHJK', url: 'https://m.example/a' },
        { firstName: 'Zoë', lastName: 'Adams', code: 'BCDEFGHJKL', url: 'https://m.example/b' },
      ],
      schoolName: 'Oakfield Academy',
      classCode: '8A',
      signUpAddress: 'https://m.example/signup/parent',
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]+\+NotoSans-Bold/);
  }, 60_000);
});
