import { downloadSaleReceipt } from "../../../services/api/pdv-sales.ts";

/**
 * Prints a sale's 80 mm receipt (any sale, issue 11): the PDF is loaded into a hidden frame and the browser's print
 * dialog opens on it (the thermal printer is the default one at a counter). Where a browser cannot print a PDF from
 * a frame, the receipt opens in a new tab instead. Answers once the PDF arrived; rejects when it did not.
 */
export async function printSaleReceipt(id: number): Promise<void> {
  const { blob } = await downloadSaleReceipt(id);
  const url = URL.createObjectURL(blob);
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.dataset.receipt = String(id);
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden";
  const cleanup = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.onload = () => {
    // print() returns once its dialog is closed: the focus goes back where the cashier was (the scan field), so
    // the next read is not typed into the hidden frame.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, "_blank", "noopener");
    }
    previous?.focus();
    // The print dialog holds the document while it is open; a minute is plenty to send it to the printer.
    window.setTimeout(cleanup, 60_000);
  };
  frame.src = url;
  document.body.appendChild(frame);
}
