/**
 * The file a `data:` URL holds (base64 or percent-encoded), without fetching it: a host's Content
 * Security Policy may not allow `fetch('data:…')`.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type = '', parameters = '', data = ''] = match;
  if (!parameters.split(';').includes('base64')) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
