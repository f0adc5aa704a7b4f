import { FINANCIAL_ENTRIES_REQUIREMENT } from "../../src/domain/permissions.ts";
import { financialEntriesEndpoints } from "../../src/schemas/endpoints/finance-entries.ts";
import { FINANCIAL_ENTRY_FILE_MAX_BYTES } from "../../src/schemas/finance-entries.ts";
import { attachmentRoutes } from "../storage/attachments.ts";
import { loadEntry } from "./entry-store.ts";
import { financialEntries, financialEntryFiles } from "./schema.ts";

// Files of a payable or receivable (the anexos tab: the bill, the boleto, the receipt): upload, list, download,
// remove, only of an entry the user sees. Same types and limit as the suppliers' documents
// (server/storage/attachments.ts).

export const financialEntryFilesRoutes = attachmentRoutes({
  table: financialEntryFiles,
  parentKey: "entryId",
  parent: financialEntries,
  noun: "file",
  endpoints: {
    list: financialEntriesEndpoints.files,
    upload: financialEntriesEndpoints.uploadFile,
    download: financialEntriesEndpoints.downloadFile,
    remove: financialEntriesEndpoints.removeFile,
  },
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summaries: {
    list: "The files attached to a payable or receivable, oldest first",
    upload:
      "Attaches a file to a payable or receivable: JSON { file_name, content_type, content_base64 }, PNG, JPEG, GIF, " +
      "WEBP or PDF, at most 10 MB, recognised by its bytes",
    download: "The bytes of a file attached to a payable or receivable, as an attachment with its own name",
    remove: "Removes a file of a payable or receivable and its bytes",
  },
  texts: {
    empty: "finance-entries:server.file-empty",
    tooLarge: "finance-entries:server.file-too-large",
    type: "finance-entries:server.file-type",
    missing: "finance-entries:server.file-missing",
  },
  maxBytes: FINANCIAL_ENTRY_FILE_MAX_BYTES,
  storagePrefix: "financial-entries",
  entity: "financial_entries",
  insertFailed: "financial entry file insert failed",
  deleteFailed: "finance: could not delete an entry's file",
  checkParent: loadEntry,
});
