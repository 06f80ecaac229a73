// A file a request brought, already on disk (DATA_DIR/incoming) and not yet checked or stored: what the upload
// parser hands to the services.
export interface UploadedFile {
  tempPath: string;
  /** The client's name for the file: untrusted, never used as a path. */
  clientName: string;
  size: number;
}
