import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasActivePdfContent } from './pdf-active-content';

/** A minimal PDF around one object body, optionally with a Flate-compressed stream. */
function pdf(body: string, stream?: string) {
  const head = Buffer.from(`%PDF-1.7\n1 0 obj\n${body}\nendobj\n`, 'latin1');
  if (stream === undefined) return Buffer.concat([head, Buffer.from('%%EOF\n')]);
  const data = deflateSync(Buffer.from(stream, 'latin1'));
  return Buffer.concat([
    head,
    Buffer.from(`2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('hasActivePdfContent', () => {
  it('accepts a plain document', () => {
    expect(hasActivePdfContent(pdf('<< /Type /Catalog /Pages 3 0 R /OpenAction [4 0 R /Fit] >>'))).toBe(false);
    expect(hasActivePdfContent(pdf('<< /Type /Catalog >>', '<< /Type /Page /JSON (x) >>'))).toBe(false);
  });

  it('refuses JavaScript, launch actions and embedded files in the open', () => {
    expect(hasActivePdfContent(pdf('<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'))).toBe(true);
    expect(hasActivePdfContent(pdf('<< /Names << /EmbeddedFiles 5 0 R >> >>'))).toBe(true);
    expect(hasActivePdfContent(pdf('<< /Type /EmbeddedFile >>'))).toBe(true);
    expect(hasActivePdfContent(pdf('<< /S /Launch /F (cmd.exe) >>'))).toBe(true);
  });

  it('finds names written with #xx escapes', () => {
    expect(hasActivePdfContent(pdf('<< /S /J#61vaScript /J#53 (x) >>'))).toBe(true);
  });

  it('finds them inside compressed object streams', () => {
    expect(hasActivePdfContent(pdf('<< /Type /Catalog >>', '<< /S /JavaScript /JS (app.alert(1)) >>'))).toBe(true);
    expect(hasActivePdfContent(pdf('<< /Type /Catalog >>', '<< /Type /EmbeddedFile >>'))).toBe(true);
  });
});
