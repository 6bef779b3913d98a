import { describe, expect, it } from 'vitest';
import { plainSize } from '@/lib/domains/content/storage/sizes';
import { extensionOf, programIn, uploadRefusal, UPLOAD_EXTENSIONS } from '@/lib/domains/content/storage/upload-kinds';

describe('plainSize', () => {
  it('writes bytes, KB and MB of 1,024, a file rounded up and a limit down', () => {
    expect(plainSize(1)).toBe('1 byte');
    expect(plainSize(21)).toBe('21 bytes');
    expect(plainSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(plainSize(25 * 1024 * 1024 + 1, 'up')).toBe('25.1 MB');
    expect(plainSize(25 * 1024 * 1024 + 1)).toBe('25 MB');
    expect(plainSize(Math.round(31.4 * 1024 * 1024), 'up')).toBe('31.4 MB');
    expect(plainSize(1536)).toBe('1.5 KB');
    expect(plainSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});

describe('upload kinds', () => {
  it('reads the last segment’s extension only', () => {
    expect(extensionOf('site/a.b/photo.JPG')).toBe('jpg');
    expect(extensionOf('site/a.b/README')).toBe('');
    expect(extensionOf('site/.env')).toBe('');
    expect(extensionOf('site/archive.tar.gz')).toBe('gz');
  });

  it('refuses programs by name or type, unknown kinds, and a nameless generic file; accepts the listed kinds', () => {
    expect(uploadRefusal('s/setup.exe', 'application/octet-stream')).toMatch(/^This file is a program or a script \(\.exe\)/);
    expect(uploadRefusal('s/setup', 'application/x-msdownload')).toMatch(/^This file is a program or a script,/);
    expect(uploadRefusal('s/archive.tar.gz', 'application/gzip')).toMatch(/^Files of this kind \(\.gz\)/);
    expect(uploadRefusal('s/README', 'application/octet-stream')).toMatch(/no extension/);
    expect(uploadRefusal('s/logo', 'image/png')).toBeNull();
    expect(uploadRefusal('s/menu.PDF', 'application/pdf')).toBeNull();
    expect(uploadRefusal('s/font.woff2', 'application/octet-stream')).toBeNull();
    expect(UPLOAD_EXTENSIONS).toContain('.pdf');
    expect(UPLOAD_EXTENSIONS).not.toContain('.exe');
  });

  it('recognises programs by their first bytes, not text that starts alike', () => {
    const pe = Buffer.alloc(256);
    pe.write('MZ', 0, 'latin1');
    pe.writeUInt32LE(0x40, 0x3c);
    pe.write('PE\0\0', 0x40, 'latin1');
    expect(programIn(pe)).toBe('a Windows program');
    expect(programIn(Buffer.from('MZ,Mozambique\n'.repeat(10)))).toBeNull();
    expect(programIn(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2]))).toBe('a Linux program');
    expect(programIn(Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0]))).toBe('a macOS or Java program');
    expect(programIn(Buffer.from('#!/usr/bin/env python\n'))).toBe('a script');
    expect(programIn(Buffer.from('#! /bin/sh\n'))).toBe('a script');
    expect(programIn(Buffer.from('# Title\n'))).toBeNull();
    expect(programIn(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(programIn(new Uint8Array(0))).toBeNull();
  });
});
