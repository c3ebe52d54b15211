import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { JoinQrCode, qrPath } from './join-qr-code.tsx';

describe('the join QR code', () => {
  it('draws every dark module of the matrix inside a quiet zone of four', () => {
    const url = 'http://localhost:3100/live/join?code=K7MPQX';
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const { path, extent } = qrPath(url);
    expect(extent).toBe(modules.size + 8);
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(path.match(/M/g)).toHaveLength(dark);
    // The top-left finder pattern's corner sits just inside the quiet zone.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('is an image named for what it does', () => {
    render(<JoinQrCode url="http://x/live/join?code=AB" size={200} label="QR code to join the lesson" />);
    const image = screen.getByRole('img', { name: 'QR code to join the lesson' });
    expect(image.getAttribute('width')).toBe('200');
  });
});
