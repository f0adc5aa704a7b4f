/**
 * Puts text on the clipboard. The text may still be on its way (rows being fetched): where the browser takes a
 * pending clipboard item (`ClipboardItem` with a promise), the copy keeps the click's user activation, which Safari
 * and Firefox require; elsewhere the text is awaited first. Outside secure contexts (plain http) falls back to the
 * selection copy.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (clipboard?.write && typeof ClipboardItem !== "undefined" && typeof text !== "string") {
    const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
    await clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    return;
  }
  const value = await text;
  if (clipboard?.writeText) {
    await clipboard.writeText(value);
    return;
  }
  const area = document.createElement("textarea");
  area.value = value;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("The browser refused to copy");
  } finally {
    area.remove();
  }
}
