// What a site may publish through an upload: the kinds a shop or a blog serves its visitors (images,
// video, audio, documents, fonts, 3D models, ZIP archives), each by its extensions and the types a
// browser gives them. Programs and scripts are refused by name, by type and (local store) by their first
// bytes: a file of the site is something a visitor may download and open. Imports nothing, so the admin
// uses the same list for its file picker.

interface Kind {
  label: string;
  // extension (lower case, no dot) -> the types a browser or client may send for it
  extensions: Record<string, string[]>;
}

const KINDS: Kind[] = [
  {
    label: 'images',
    extensions: {
      jpg: ['image/jpeg', 'image/pjpeg'],
      jpeg: ['image/jpeg', 'image/pjpeg'],
      png: ['image/png'],
      gif: ['image/gif'],
      webp: ['image/webp'],
      avif: ['image/avif'],
      svg: ['image/svg+xml'],
      ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
      heic: ['image/heic', 'image/heif'],
      heif: ['image/heif', 'image/heic'],
      tif: ['image/tiff'],
      tiff: ['image/tiff'],
      bmp: ['image/bmp', 'image/x-ms-bmp'],
    },
  },
  {
    label: 'videos',
    extensions: {
      mp4: ['video/mp4'],
      m4v: ['video/mp4', 'video/x-m4v'],
      mov: ['video/quicktime'],
      webm: ['video/webm'],
      ogv: ['video/ogg'],
    },
  },
  {
    label: 'audio',
    extensions: {
      mp3: ['audio/mpeg', 'audio/mp3'],
      m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
      aac: ['audio/aac', 'audio/x-aac'],
      wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
      ogg: ['audio/ogg', 'video/ogg', 'application/ogg'],
      oga: ['audio/ogg'],
      opus: ['audio/opus', 'audio/ogg'],
      flac: ['audio/flac', 'audio/x-flac'],
      weba: ['audio/webm'],
    },
  },
  {
    label: 'documents (PDF, text, CSV, Word, Excel, PowerPoint, OpenDocument, EPUB)',
    extensions: {
      pdf: ['application/pdf'],
      txt: ['text/plain'],
      md: ['text/markdown', 'text/x-markdown', 'text/plain'],
      csv: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'],
      tsv: ['text/tab-separated-values', 'text/plain'],
      json: ['application/json'],
      rtf: ['application/rtf', 'text/rtf'],
      doc: ['application/msword'],
      docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      xls: ['application/vnd.ms-excel'],
      xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ppt: ['application/vnd.ms-powerpoint'],
      pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      odt: ['application/vnd.oasis.opendocument.text'],
      ods: ['application/vnd.oasis.opendocument.spreadsheet'],
      odp: ['application/vnd.oasis.opendocument.presentation'],
      epub: ['application/epub+zip'],
    },
  },
  {
    label: 'fonts',
    extensions: {
      woff: ['font/woff', 'application/font-woff'],
      woff2: ['font/woff2'],
      ttf: ['font/ttf', 'font/sfnt', 'application/x-font-ttf'],
      otf: ['font/otf', 'font/sfnt', 'application/x-font-otf'],
    },
  },
  {
    label: '3D models (GLB, glTF, USDZ, OBJ, STL)',
    extensions: {
      glb: ['model/gltf-binary'],
      gltf: ['model/gltf+json'],
      usdz: ['model/vnd.usdz+zip', 'model/vnd.pixar.usd'],
      obj: ['model/obj', 'text/plain'],
      stl: ['model/stl', 'application/sla', 'model/x.stl-binary'],
    },
  },
  { label: 'ZIP archives', extensions: { zip: ['application/zip', 'application/x-zip-compressed'] } },
];

// Sent for any file a browser has no type for: the extension then decides.
const GENERIC = 'application/octet-stream';

// Programs, installers and scripts: never published, whatever type they are sent with.
const PROGRAM_EXTENSIONS = new Set([
  'exe', 'msi', 'msix', 'msp', 'bat', 'cmd', 'com', 'scr', 'pif', 'cpl', 'ps1', 'psm1', 'vbs', 'vbe', 'js', 'jse', 'mjs', 'wsf', 'wsh', 'hta',
  'lnk', 'reg', 'sh', 'bash', 'zsh', 'csh', 'command', 'dll', 'sys', 'jar', 'class', 'apk', 'aab', 'xapk', 'ipa', 'app', 'dmg', 'pkg',
  'deb', 'rpm', 'appimage', 'run', 'so', 'dylib', 'py', 'pl', 'rb', 'php',
]); // prettier-ignore
const PROGRAM_TYPES = new Set([
  'application/x-msdownload', 'application/x-msdos-program', 'application/x-ms-installer', 'application/x-msi', 'application/x-dosexec',
  'application/vnd.microsoft.portable-executable', 'application/x-executable', 'application/x-elf', 'application/x-mach-binary',
  'application/x-sharedlib', 'application/x-sh', 'application/x-shellscript', 'text/x-shellscript', 'application/x-csh',
  'application/x-bat', 'application/x-msdos-batch', 'application/x-powershell', 'application/java-archive', 'application/x-java-archive',
  'application/java-vm', 'application/vnd.android.package-archive', 'application/x-apple-diskimage', 'application/x-newton-compatible-pkg',
  'application/vnd.debian.binary-package', 'application/x-rpm', 'application/hta', 'text/javascript', 'application/javascript',
  'application/x-javascript', 'application/ecmascript', 'text/ecmascript', 'text/x-python', 'application/x-python-code', 'application/x-perl',
  'application/x-php', 'application/x-httpd-php',
]); // prettier-ignore

const ALLOWED_TYPES = new Set(KINDS.flatMap((k) => Object.values(k.extensions).flat()));

// Every extension the site may upload, for a file picker's `accept`.
export const UPLOAD_EXTENSIONS: string[] = KINDS.flatMap((k) => Object.keys(k.extensions).map((e) => `.${e}`));

// The allowed kinds in words, for every refusal.
export const ALLOWED_KINDS_TEXT = `You can upload ${KINDS.map((k) => k.label)
  .join(', ')
  .replace(/, ([^,]+)$/, ' and $1')}.`;

// The last segment's extension, lower case, without the dot ('' when there is none).
export function extensionOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

// Why a file named `key` sent as `type` (its lower-case essence) may not be uploaded; null when it may.
// The extension, when there is one, must be of an allowed kind, and the type one given to some allowed
// kind (or the generic one); a name without an extension needs an allowed type.
export function uploadRefusal(key: string, type: string): string | null {
  const ext = extensionOf(key);
  if (PROGRAM_EXTENSIONS.has(ext) || PROGRAM_TYPES.has(type)) {
    return `This file is a program or a script${ext ? ` (.${ext})` : ''}, which a site cannot publish: it could harm the computers of visitors who open it. ${ALLOWED_KINDS_TEXT}`;
  }
  const known = KINDS.some((k) => ext in k.extensions);
  if (ext && !known) return `Files of this kind (.${ext}) cannot be uploaded. ${ALLOWED_KINDS_TEXT}`;
  if (!ext && type === GENERIC) return `This file has no extension (such as .pdf or .jpg), so its kind is unknown: give its name one and upload it again. ${ALLOWED_KINDS_TEXT}`;
  if (type !== GENERIC && !ALLOWED_TYPES.has(type)) return `Files of this kind (${type}) cannot be uploaded. ${ALLOWED_KINDS_TEXT}`;
  return null;
}

// A program recognised by its first bytes, whatever its name says: a Windows program (an MZ header whose
// PE header is where it says), a Linux program or library (ELF), a macOS program (Mach-O, or the Java
// class and universal binary magic they share), or a script that names its interpreter (`#!/`).
export function programIn(head: Uint8Array): string | null {
  const at = (i: number) => head[i] ?? -1;
  const u32 = (i: number) => (at(i) | (at(i + 1) << 8) | (at(i + 2) << 16) | (at(i + 3) << 24)) >>> 0;
  if (at(0) === 0x4d && at(1) === 0x5a && head.length >= 64) {
    const pe = u32(0x3c);
    if (pe + 4 <= head.length && at(pe) === 0x50 && at(pe + 1) === 0x45 && at(pe + 2) === 0 && at(pe + 3) === 0) return 'a Windows program';
  }
  if (at(0) === 0x7f && at(1) === 0x45 && at(2) === 0x4c && at(3) === 0x46) return 'a Linux program';
  const magic = ((at(0) << 24) | (at(1) << 16) | (at(2) << 8) | at(3)) >>> 0;
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic)) return 'a macOS or Java program';
  if (at(0) === 0x23 && at(1) === 0x21 && (at(2) === 0x2f || (at(2) === 0x20 && at(3) === 0x2f))) return 'a script';
  return null;
}

// How many first bytes programIn reads (a PE header is usually within the first few hundred bytes).
export const PROGRAM_HEAD_BYTES = 4096;
