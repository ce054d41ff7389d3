import { describe, expect, it } from 'vitest';
import { FILENAME_MAX, sanitizeFilename } from './filename';

describe('sanitizeFilename', () => {
  it('keeps letters, digits, Korean syllables, dot, underscore and hyphen', () => {
    expect(sanitizeFilename('Profile_photo-2024.png')).toBe('Profile_photo-2024.png');
    expect(sanitizeFilename('프로필사진.jpg')).toBe('프로필사진.jpg');
  });
  it('replaces everything else', () => {
    expect(sanitizeFilename('my photo (1).png')).toBe('my_photo_1_.png');
    expect(sanitizeFilename('<img onerror=x>.png')).toBe('img_onerror_x_.png');
    expect(sanitizeFilename('héllo wörld.gif')).toBe('h_llo_w_rld.gif');
  });
  it('drops directories and leading dots', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('C:\\Users\\me\\a.png')).toBe('a.png');
    expect(sanitizeFilename('.htaccess')).toBe('htaccess');
  });
  it('composes decomposed Hangul (macOS) first', () => {
    expect(sanitizeFilename('사진.png'.normalize('NFD'))).toBe('사진.png');
  });
  it('falls back when nothing is left', () => {
    expect(sanitizeFilename('')).toBe('file');
    expect(sanitizeFilename('...')).toBe('file');
    expect(sanitizeFilename('😀😀', 'image')).toBe('image');
  });
  it('shortens long names and keeps the extension', () => {
    const name = sanitizeFilename(`${'a'.repeat(300)}.webp`);
    expect(name.length).toBe(FILENAME_MAX);
    expect(name.endsWith('.webp')).toBe(true);
  });
});
