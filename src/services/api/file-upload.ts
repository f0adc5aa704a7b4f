// Files go to the server as base64 in JSON (the upload endpoints of every module).

/** The file's bytes as base64, read in 32 KB slices so a 10 MB file does not overflow the call stack. */
export async function fileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The upload body of a file whose type is one of `types` and whose size is at most `maxBytes`; null otherwise (the
 * screen says why; the server checks the bytes again).
 */
export async function typedFileUpload<T extends string>(
  file: File,
  types: ReadonlyArray<T>,
  maxBytes: number,
): Promise<{ file_name: string; content_type: T; content_base64: string } | null> {
  const contentType = types.find((type) => type === file.type);
  if (!contentType || file.size > maxBytes) return null;
  return { file_name: file.name, content_type: contentType, content_base64: await fileBase64(file) };
}
