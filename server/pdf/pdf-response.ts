/**
 * A PDF named by Content-Disposition (spec 7: downloads use the content-disposition filename); `inline` for a page
 * the browser shows in a window rather than saves.
 */
export const pdfResponse = (
  bytes: Uint8Array<ArrayBuffer>,
  filename: string,
  disposition: "attachment" | "inline" = "attachment",
) =>
  new Response(bytes, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${disposition}; filename="${filename}"`,
      "content-length": String(bytes.byteLength),
      "cache-control": "private, no-store",
    },
  });
