/** What the upload reader takes from the wire before cutting a request off (the server's cap too). */
export const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;
